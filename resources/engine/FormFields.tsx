import { DeclaredFormFields } from './DeclaredFormFields';

/** Every declared field as an input; read-only fields only when editing (nothing to show yet on create). */
export const FormFields = ({ mode }: { mode: 'create' | 'edit' }) => <DeclaredFormFields mode={mode} />;
