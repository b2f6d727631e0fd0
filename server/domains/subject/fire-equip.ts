import type { FastifyInstance } from 'fastify';
import type { ReadAdditions } from '../../crud/hooks';
import type { Filter } from '../../crud/list-params';
import { todayIn } from '../../crud/no-past';
import { badRequest } from '../../http/errors';
import { addDays, EXPIRY_WARN_DAYS, expiryOf } from '../../../resources/subject/fire-equip/expiry';

/**
 * 消防器材 past (or near) its expiry date, computed on read against today in the wire time zone: every
 * list, page and detail row carries `expiryState` (0 正常, 1 即将过期, 2 已过期) and `expiryDays`, and
 * `expiryState` filters lists and exports by the matching range of `expiryDate` (one indexable
 * condition, no stored flag that would go stale overnight).
 */
export function fireEquipExpiry(app: FastifyInstance): ReadAdditions {
  const today = () => todayIn(app.config.timeZone);
  return {
    row: (row) => ({ ...row, ...expiryOf(row.expiryDate, today()) }),
    filters: (query) => {
      const raw = Array.isArray(query.expiryState)
        ? query.expiryState[query.expiryState.length - 1]
        : query.expiryState;
      const value = raw === undefined || raw === null ? '' : String(raw).trim();
      if (value === '') return [];
      const day = today();
      const soon = addDays(day, EXPIRY_WARN_DAYS);
      const on = (op: Filter['op'], v: string): Filter => ({ column: 'expiryDate', type: 'date', op, value: v });
      switch (value) {
        case '2':
          return [on('datelt', day)];
        case '1':
          return [on('datege', day), on('datele', soon)];
        case '0':
          return [on('dategt', soon)];
        default:
          throw badRequest('查询参数格式错误: expiryState 应为0、1或2');
      }
    },
  };
}
