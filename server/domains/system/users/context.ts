import type user from '../../../../resources/system/user/schema';
import type { Repository } from '../../../crud/repository';
import { badRequest } from '../../../http/errors';
import { idList } from '../../../http/request';

/** The users' data layer, typed by their declaration. */
export type Users = Repository<typeof user>;

/** For one's own row and for pickers: a role seeing only rows it created must still see itself. */
export { tenantWide } from '../../../http/access';

/** A comma list of ids that must not be empty (`missing` is the message when it is). */
export function requiredIds(raw: unknown, name: string, missing: string): string[] {
  const ids = idList(raw, name);
  if (ids.length === 0) throw badRequest(missing);
  return ids;
}

/** LIKE pattern for membership in a comma-joined id column, matched against `',' || column || ','`. */
export const listed = (id: string) => `%,${id},%`;
