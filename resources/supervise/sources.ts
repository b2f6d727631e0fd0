/**
 * The kinds of finding a supervision or a rectification may be about: the declared resources living
 * the finding life (resources/findings.ts). The server checks the named record is such a finding of
 * the caller's tenant; this list only gives the choices their Chinese names. Later issues add theirs.
 */
export const FINDING_SOURCE_CHOICES = [
  { id: 'invalidsongabnormal', name: '违规曲目异常' },
  { id: 'reportcheckabnormal', name: '自查异常' },
  { id: 'reportcheckwarn', name: '上报预警' },
  { id: 'inspectabnormal', name: '巡检异常' },
  { id: 'onsiteinspectabnormal', name: '现场检查异常' },
  { id: 'complaint', name: '消费者投诉' },
];
