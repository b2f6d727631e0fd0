import { Box } from '@mui/material';
import { PasswordInput, required, TextInput, useTranslate } from 'react-admin';
import { fieldOf } from './DeclaredFormFields';
import { useFieldLabel, useResourceDef } from './ResourceDefContext';

interface Props {
  mode: 'create' | 'edit';
  /** The declared field (server-only: no answer carries it) the input writes. */
  source: string;
  /** Translation key of the edit hint: left empty, the stored value stays. */
  keepHint: string;
  /** Translation key of the create hint where the server generates a value left empty. */
  generatedHint?: string;
  /** The message when it must be typed on create. */
  requiredOnCreate?: string;
  /** Told after the edit hint, in brackets (a masked form of the stored value). */
  stored?: string;
  /** Typed in plain sight (a secret the user copies), not masked as a password. */
  plain?: boolean;
}

/**
 * A write-only secret appended to a declared form (a password, a secret key): typed on create, and
 * on edit left empty to keep the stored one, which the server never answers.
 */
export const WriteOnlyInput = ({ mode, source, keepHint, generatedHint, requiredOnCreate, stored, plain }: Props) => {
  const translate = useTranslate();
  const labelOf = useFieldLabel();
  const def = useResourceDef();
  const Input = plain ? TextInput : PasswordInput;
  const createHint = generatedHint ? translate(generatedHint, { _: '留空由系统生成' }) : undefined;
  const editHint = `${translate(keepHint, { _: '留空则不修改' })}${stored ? ` (${stored})` : ''}`;
  return (
    <Box>
      <Input
        source={source}
        label={labelOf(fieldOf(def.fields, source))}
        validate={mode === 'create' && requiredOnCreate ? required(requiredOnCreate) : undefined}
        helperText={mode === 'create' ? createHint : editHint}
        autoComplete={plain ? 'off' : 'new-password'}
      />
    </Box>
  );
};
