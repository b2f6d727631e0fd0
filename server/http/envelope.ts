/** Blade's `R` envelope and page shape (docs/blade-protocol.md "Envelope and JSON"). */
export interface R<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export const ok = <T>(data: T, msg = '操作成功'): R<T> => ({
  code: 200,
  success: true,
  data,
  msg: data === null || data === undefined ? '暂无承载数据' : msg,
});

export const status = (done: boolean, msg?: string): R<boolean> =>
  done
    ? { code: 200, success: true, data: true, msg: msg ?? '操作成功' }
    : { code: 400, success: false, data: false, msg: msg ?? '操作失败' };

export const fail = (msg: string, code = 400): R<null> => ({ code, success: false, data: null, msg });

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  orders: never[];
  searchCount: boolean;
  /** True when `total` is an estimate (never set by the exact counting path). */
  totalEstimated?: boolean;
}

export const page = <T>(records: T[], total: number, current: number, size: number): Page<T> => ({
  records,
  total,
  size,
  current,
  pages: size > 0 ? Math.ceil(total / size) : 0,
  orders: [],
  searchCount: true,
});
