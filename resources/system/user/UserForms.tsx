import { resourceFormPages } from '../../engine';
import { UserFormFields } from './UserFormFields';

/**
 * The password travels as typed, as Blade's user form sends it (the server checks the policy and
 * hashes it): a Blade back end and ours take the same request.
 */
export const { CreatePage: UserCreate, EditPage: UserEdit } = resourceFormPages(UserFormFields);
