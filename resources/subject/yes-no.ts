import { flagChoices } from '../presets/choices';

/** 是/否 of the subject configuration records (needs an NFC scan, photos, enabled): 1 yes, 0 no. */
export const YES_NO_CHOICES = flagChoices(['是', 'Yes'], ['否', 'No']);
export const ENABLED_CHOICES = flagChoices(['启用', 'Enabled'], ['停用', 'Disabled']);
