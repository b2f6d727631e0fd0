/** The business dictionary of market types, the choices of the checkpoint dialogs. */
export const MARKET_TYPE_DICT = { dict: { code: 'market_type', biz: true } };
