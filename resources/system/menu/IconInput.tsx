import { createElement } from 'react';
import { InputAdornment } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useValidatorsOf, useFieldLabel, useResourceDef, fieldOf } from '../../engine';
import { menuIcon } from '../../../src/layout/menu/menuIcons';

/** The icon a name stands for, as the sidebar will draw it. */
const IconPreview = () => {
  const source = useWatch({ name: 'source' }) as string | undefined;
  return createElement(menuIcon(source), { fontSize: 'small' });
};

/** A menu's icon (`source`): a Material icon name, previewed as the sidebar draws it. */
export const IconInput = ({ name = 'source' }: { name?: string }) => {
  const def = useResourceDef();
  const field = fieldOf(def.fields, name);
  const label = useFieldLabel()(field);
  const validatorsOf = useValidatorsOf();
  const translate = useTranslate();
  return (
    <TextInput
      source={field.name}
      label={label}
      validate={validatorsOf(field)}
      helperText={translate('app.menu.iconHint', { _: 'Material 图标名，如 Settings、Person' })}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconPreview />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
