import { resourceServer } from '../../../server/crud/resource-server';
import { postRoutes } from '../../../server/domains/system/posts';
import post from './schema';

/** 岗位管理: the user form's picker (`select`) is its own route (server/domains/system/posts.ts). */
export default resourceServer(post, (app) => ({ routes: () => postRoutes(app, app.repo('post')) }));
