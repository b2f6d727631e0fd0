/** 是/否 of the subject configuration records (needs an NFC scan, photos, enabled): 1 yes, 0 no. */
export const YES_NO_CHOICES = [
  { id: '1', name: '是' },
  { id: '0', name: '否' },
];
export const ENABLED_CHOICES = [
  { id: '1', name: '启用' },
  { id: '0', name: '停用' },
];
