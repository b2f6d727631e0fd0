import { resourceServer } from '../../../server/crud/resource-server';
import { clientSubmit } from '../../../server/domains/system/clients';
import client from './schema';

/**
 * 应用管理: its submit is its own: token lifetimes are positive whole numbers, the secret is stored
 * hashed and answered in plain text once, by the submit that sets it (server/domains/system/clients.ts).
 */
export default resourceServer(client, (app) => ({ replace: { submit: clientSubmit(app, app.repo('client')) } }));
