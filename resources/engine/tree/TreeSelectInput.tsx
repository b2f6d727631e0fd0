import { useMemo, type HTMLAttributes, type Key } from 'react';
import { Autocomplete, Box, Chip, TextField } from '@mui/material';
import { InputHelperText, useInput, type Validator } from 'react-admin';
import { joinIds, splitIds } from '../referenceIds';
import { flattenTree, type TreeNode } from './treeNodes';

interface Props {
  source: string;
  label: string;
  /** The tree to pick from (Blade's `{id, title, children}` nodes). */
  nodes: readonly TreeNode[] | undefined;
  isPending?: boolean;
  /** Several nodes, stored comma-joined (a user's depts and roles). */
  multiple?: boolean;
  validate?: Validator | Validator[];
  readOnly?: boolean;
  /** Stored when nothing is picked: '0' is Blade's top level for a parent. */
  emptyValue?: string;
  /** Shown for the empty value, e.g. 顶级. */
  emptyLabel?: string;
  defaultValue?: string;
  helperText?: string;
}

const labelOfNode = (node: TreeNode) => String(node.title ?? node.name ?? node.id);

/**
 * A tree picker for a form: the tree's nodes as an indented, searchable list (one node, or several
 * kept comma-joined as Blade stores them). Used for parents and for a user's roles and depts.
 */
export const TreeSelectInput = ({
  source,
  label,
  nodes,
  isPending,
  multiple = false,
  validate,
  readOnly,
  emptyValue = '',
  emptyLabel,
  defaultValue,
  helperText,
}: Props) => {
  const { field, fieldState, isRequired } = useInput({ source, validate, defaultValue });
  const flat = useMemo(() => flattenTree(nodes), [nodes]);
  const byId = useMemo(() => new Map(flat.map((entry) => [String(entry.node.id), entry])), [flat]);
  const options = flat.map(({ node }) => String(node.id));
  const nameOf = (id: string) => {
    const entry = byId.get(id);
    if (entry) return labelOfNode(entry.node);
    if (id === emptyValue && emptyLabel) return emptyLabel;
    return isPending ? '' : id;
  };
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const input = (params: object) => (
    <TextField
      {...params}
      label={label}
      required={isRequired}
      error={!!error}
      helperText={<InputHelperText error={error} helperText={helperText} />}
      inputRef={field.ref}
      // The label shows the asterisk; the browser must not block saving over an input that holds
      // only the search text (the chips are the value), so the html input itself is not required.
      slotProps={{
        htmlInput: {
          ...((params as { inputProps?: object }).inputProps ?? {}),
          required: false,
          'data-testid': `tree-select-${source}`,
        },
        // A named empty value (顶级) shows as the placeholder, so the label stays above it.
        ...(emptyLabel
          ? { inputLabel: { ...((params as { InputLabelProps?: object }).InputLabelProps ?? {}), shrink: true } }
          : {}),
      }}
    />
  );
  const renderOption = (props: HTMLAttributes<HTMLLIElement> & { key: Key }, id: string) => {
    const { key, ...rest } = props;
    return (
      <Box component="li" key={key} {...rest} sx={{ pl: `${16 + (byId.get(id)?.depth ?? 0) * 20}px !important` }}>
        {nameOf(id)}
      </Box>
    );
  };

  if (multiple) {
    const value = splitIds(field.value);
    return (
      <Autocomplete
        multiple
        options={options}
        value={value}
        loading={isPending}
        readOnly={readOnly}
        disableCloseOnSelect
        onChange={(_, ids) => field.onChange(joinIds(ids))}
        onBlur={field.onBlur}
        getOptionLabel={nameOf}
        renderOption={renderOption}
        renderValue={(ids, getItemProps) =>
          ids.map((id, index) => <Chip size="small" label={nameOf(id)} {...getItemProps({ index })} key={id} />)
        }
        renderInput={input}
      />
    );
  }
  const current = field.value == null || field.value === '' || field.value === emptyValue ? null : String(field.value);
  return (
    <Autocomplete
      options={options}
      value={current}
      loading={isPending}
      readOnly={readOnly}
      onChange={(_, id) => field.onChange(id ?? emptyValue)}
      onBlur={field.onBlur}
      getOptionLabel={nameOf}
      renderOption={renderOption}
      renderInput={(params) => input({ ...params, placeholder: emptyLabel })}
    />
  );
};
