import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { FieldInput } from './FieldInput';
import { useResourceDef, visibleFields } from './ResourceDefContext';
import type { FieldDef } from '../types';

interface Props {
  mode: 'create' | 'edit';
  /** Inputs that replace the generated one of a declared field (a tree picker for a parent, ...). */
  inputs?: Partial<Record<string, ReactNode>>;
  /** Declared fields left out of this form (edited elsewhere, e.g. a user's platform settings). */
  omit?: string[];
  /** Inputs that are no declared field (a password typed once on create), after the declared ones. */
  append?: ReactNode;
}

const wide = (field: FieldDef) => ['text', 'json', 'images'].includes(field.type);

/**
 * The declaration's fields as form inputs, in the engine's two-column grid, with some inputs
 * replaced: the field list stays the declaration's.
 */
export const DeclaredFormFields = ({ mode, inputs = {}, omit = [], append }: Props) => {
  const def = useResourceDef();
  const fields = visibleFields(def).filter(
    (field) => (mode === 'edit' || !field.readOnly) && !omit.includes(field.name),
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        columnGap: 3,
        width: '100%',
        maxWidth: 960,
      }}
    >
      {fields.map((field) => (
        <Box key={field.name} sx={{ gridColumn: wide(field) ? '1 / -1' : undefined }}>
          {inputs[field.name] ?? <FieldInput field={field} />}
        </Box>
      ))}
      {append}
    </Box>
  );
};

/** The declared field of this name (a custom input takes its label and rules from it). */
export function fieldOf(fields: readonly FieldDef[], name: string): FieldDef {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`undeclared field: ${name}`);
  return field;
}
