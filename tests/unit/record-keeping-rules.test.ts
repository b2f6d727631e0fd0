import { describe, expect, it } from 'vitest';
import { editRefusal, keepsItsPast, notByRefusal, removalRefusal, reviewsOwnWork } from '../../resources/lifecycles';
import { bulkBlock, rowActions } from '../../resources/engine/actionVisibility';
import { problemsOf } from '../../server/crud/lifecycle-rules';
import complaint from '../../resources/consumer/complaint/schema';
import transfer from '../../resources/transfer/transfer/schema';
import subject from '../../resources/subject/subject/schema';
import cameraabnormal from '../../resources/camera/cameraabnormal/schema';
import type { ResourceDef } from '../../resources/types';
import type { Permissions } from '../../authProvider/permissions';

/**
 * What the declarations keep on record, as the server and the screens both read it: removal only in a
 * record's first state (or the states its life cycle declares, with the reason), edits only in the
 * declared states, and no review by the person reviewed.
 */
const asDef = (def: unknown) => def as ResourceDef;
const admin: Permissions = { roles: ['administrator'], buttons: [] };

describe('removal', () => {
  it('a complaint is removed only while 待处理', () => {
    expect(removalRefusal(asDef(complaint), { id: '1', handleStatus: 0 })).toBeUndefined();
    expect(removalRefusal(asDef(complaint), { id: '1', handleStatus: 1 })).toBe('已处理的消费者投诉不能删除');
    expect(removalRefusal(asDef(complaint), { id: '1', handleStatus: '2' })).toBe('已办结的消费者投诉不能删除');
    expect(removalRefusal(asDef(complaint), { id: '1', handleStatus: 3 })).toBe('不予受理的消费者投诉不能删除');
    expect(keepsItsPast(asDef(complaint))).toBe(true);
  });

  it('the first state of a life whose field defaults elsewhere is that default (a camera event: 未确认)', () => {
    const event = asDef(cameraabnormal);
    expect(removalRefusal(event, { id: '1', reviewStatus: 0, handleStatus: -1 })).toBeUndefined();
    expect(removalRefusal(event, { id: '1', reviewStatus: 2, handleStatus: -1 })).toBe('已驳回的摄像头异常不能删除');
    expect(removalRefusal(event, { id: '1', reviewStatus: 0, handleStatus: 0 })).toBe('待处理的摄像头异常不能删除');
  });

  it('declared exceptions: a returned transfer may be withdrawn, a paused subject removed', () => {
    expect(removalRefusal(asDef(transfer), { id: '1', transferStatus: 2 })).toBeUndefined();
    expect(removalRefusal(asDef(transfer), { id: '1', transferStatus: 3 })).toBe('已处理的移交不能删除');
    expect(removalRefusal(asDef(subject), { id: '1', pauseStatus: 1, nfcStatus: 1 })).toBeUndefined();
    expect(keepsItsPast(asDef(transfer))).toBe(false);
  });
});

describe('edits', () => {
  it('a transfer is edited only while it awaits receipt, a complaint only while 待处理', () => {
    expect(editRefusal(asDef(transfer), { id: '1', transferStatus: 0 })).toBeUndefined();
    expect(editRefusal(asDef(transfer), { id: '1', transferStatus: 1 })).toBe('已接收的移交不能修改');
    expect(editRefusal(asDef(complaint), { id: '1', handleStatus: 1 })).toBe('已处理的消费者投诉不能修改');
    // Without editableIn a life cycle leaves edits to the resource's own rules.
    expect(editRefusal(asDef(subject), { id: '1', pauseStatus: 1 })).toBeUndefined();
  });
});

describe('no review by the person reviewed', () => {
  const complete = asDef(complaint).lifecycles![0].actions.find((a) => a.name === 'supervise-complete')!;
  const handled = { id: '7', handleStatus: 1, handleUser: '42' };

  it('the handler is not offered 督办完成; anyone else holding it is', () => {
    expect(reviewsOwnWork(complete, handled, '42')).toBe(true);
    expect(reviewsOwnWork(complete, handled, 42)).toBe(true);
    expect(reviewsOwnWork(complete, handled, '43')).toBe(false);
    expect(reviewsOwnWork(complete, { ...handled, handleUser: null }, '42')).toBe(false);
    expect(notByRefusal(asDef(complaint), complete)).toBe('处理人本人不能督办完成');
    const offered = (userId: string) => rowActions(asDef(complaint), handled, admin, userId).map((e) => e.action.name);
    expect(offered('42')).toEqual([]);
    expect(offered('43')).toEqual(['supervise-complete']);
  });

  it('a batch holding the own work is blocked with its reason', () => {
    const entry = { lifecycle: asDef(complaint).lifecycles![0], action: complete };
    const rows = [handled, { id: '8', handleStatus: 1, handleUser: '43' }];
    expect(bulkBlock(entry, ['7', '8'], rows, '42')).toBe('own');
    expect(bulkBlock(entry, ['8'], rows, '42')).toBeUndefined();
  });

  it('a declaration naming a field that is no user reference does not start', () => {
    const broken = asDef({
      ...complaint,
      lifecycles: [
        {
          ...complaint.lifecycles[0],
          actions: complaint.lifecycles[0].actions.map((a) =>
            a.name === 'handle' ? { ...a, notBy: 'description' } : a,
          ),
        },
      ],
    });
    expect(problemsOf(broken)).toEqual([
      'complaint: action handle: notBy description must be createUser or a declared user reference',
    ]);
  });
});
