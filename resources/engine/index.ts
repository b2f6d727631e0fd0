export { buildScreens, type ResourceScreens } from './buildScreens';
export { ResourceDefProvider, useResourceDef, useFieldLabel } from './ResourceDefContext';
export { FieldInput, validatorsOf } from './FieldInput';
export { FieldValue } from './FieldValue';
export { UploadInput } from './upload/UploadInput';
export { UploadValue } from './upload/UploadValue';
export { DeleteSelectedButton } from './DeleteSelectedButton';
export { useFieldChoices } from './useDictionary';
export { useNotifyFailure, shownByHttpLayer } from './useNotifyFailure';
