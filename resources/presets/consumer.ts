/**
 * How a consumer's record (a complaint, an evaluation) names the consumer. Pure data: no React, no server
 * code.
 */

/**
 * The app user who sent the record, when it came from the app: shown by the user's name, filtered by id
 * and indexed (a consumer's records are listed), on the record's page only. `label` says what they did
 * (投诉用户, 评价人).
 */
export const consumerField = (label: string, en: string) =>
  ({
    name: 'consumerId',
    label,
    en,
    type: 'id',
    reference: 'appuser',
    labelAs: 'consumerUserName',
    filter: ['equal'],
    hideInList: true,
    index: true,
  }) as const;
