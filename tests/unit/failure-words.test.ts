import { beforeAll, describe, expect, it } from 'vitest';
import { loadDeclarations } from '../../resources/declarationStore';
import { failureWords } from '../../src/routes/failureWords';

/** How the web app words a server failure in the screen's language (src/routes/failureWords.ts). */
const refusal = {
  code: 400,
  success: false,
  data: { resource: 'transfer', field: 'transferStatus', state: 0, action: 'handle' },
  msg: '当前状态为待接收,不能处理',
};

beforeAll(async () => {
  await loadDeclarations();
});

describe('failureWords', () => {
  it('words a wrong-state refusal in English from the declaration its data names', () => {
    expect(failureWords(refusal.msg, refusal, 'en')).toBe('Current state is Awaiting receipt, cannot handle');
  });

  it("keeps the server's Chinese words in Chinese", () => {
    expect(failureWords(refusal.msg, refusal, 'zh')).toBe('当前状态为待接收,不能处理');
  });

  it("keeps the server's words when the data is no wrong-state refusal, or names nothing declared", () => {
    const repeat = { code: 400, success: false, data: null, msg: '该数据已处理,请勿重复操作' };
    expect(failureWords(repeat.msg, repeat, 'en')).toBe('该数据已处理,请勿重复操作');
    const unknown = { ...refusal, data: { ...refusal.data, action: 'fly' } };
    expect(failureWords(refusal.msg, unknown, 'en')).toBe('当前状态为待接收,不能处理');
    expect(failureWords('网络异常', '<html>oops</html>', 'en')).toBe('网络异常');
  });

  it('words a refused batch in English: each named row and why, then how many more', () => {
    const batch = {
      code: 400,
      success: false,
      data: {
        batchRefusal: {
          resource: 'complaint',
          field: 'handleStatus',
          action: 'supervise-complete',
          verb: '办结',
          count: 5,
          rows: [
            { caption: 'TS0001', reason: { kind: 'state', state: 0 } },
            { caption: '9001', reason: { kind: 'notYours' } },
            { caption: 'TS0003', reason: { kind: 'notBy' } },
          ],
        },
      },
      msg: '有5条不能办结: TS0001: 当前状态为待处理; 9001: 数据不存在或无权操作; TS0003: 处理人本人不能督办完成; 另有2条',
    };
    expect(failureWords(batch.msg, batch, 'en')).toBe(
      '5 of the selected cannot complete supervision: TS0001: current state is To handle; 9001: not found or not yours; ' +
        'TS0003: cannot review your own work (Handled by); 2 more',
    );
    expect(failureWords(batch.msg, batch, 'zh')).toBe(batch.msg);
  });
});
