import { createElement, useState } from 'react';
import { Button, Tooltip } from '@mui/material';
import {
  useGetIdentity,
  useListContext,
  usePermissions,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { Permissions } from '../../authProvider/permissions';
import type { DeclaredAction } from '../lifecycles';
import { ActionDialog } from './ActionDialog';
import { actionIcon } from './actionIcons';
import { bulkActions, bulkBlock, rowActions, type BulkBlock } from './actionVisibility';
import { useResourceDef } from './ResourceDefContext';
import { useDeclaredLabel } from './useDeclaredLabel';

interface ButtonProps {
  entry: DeclaredAction;
  ids: Identifier[];
  testId: string;
  disabledReason?: string;
  onDone?: () => void;
}

/** One action's button and its dialog. */
const ActionButton = ({ entry, ids, testId, disabledReason, onDone }: ButtonProps) => {
  const def = useResourceDef();
  const labelOf = useDeclaredLabel();
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      size="small"
      startIcon={createElement(actionIcon(entry.action.icon))}
      disabled={!!disabledReason}
      onClick={() => setOpen(true)}
      data-testid={testId}
    >
      {labelOf(entry.action)}
    </Button>
  );
  return (
    <>
      {disabledReason ? (
        <Tooltip title={disabledReason}>
          {/* A disabled button fires no events: the tooltip listens on its wrapper. */}
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {open && (
        <ActionDialog def={def} entry={entry} ids={ids} open={open} onClose={() => setOpen(false)} onDone={onDone} />
      )}
    </>
  );
};

/** The actions the record in context may take now and the user holds (row buttons, show page). */
export const LifecycleRowActions = () => {
  const def = useResourceDef();
  const record = useRecordContext();
  const { permissions } = usePermissions<Permissions>();
  const { identity } = useGetIdentity();
  if (!record) return null;
  return (
    <>
      {rowActions(def, record, permissions, identity?.id).map((entry) => (
        <ActionButton key={entry.action.name} entry={entry} ids={[record.id]} testId={`action-${entry.action.name}`} />
      ))}
    </>
  );
};

const BLOCK_TEXT: Record<BulkBlock, [key: string, zh: string]> = {
  empty: ['app.common.selectAtLeastOne', '请选择至少一条数据'],
  notOnPage: ['app.lifecycle.notOnPage', '所选数据中有不在当前页的记录,无法确认其状态'],
  state: ['app.lifecycle.wrongState', '所选数据中有当前状态不能%{action}的记录'],
  own: ['app.lifecycle.ownWork', '所选数据中有您本人办理的记录,须由他人%{action}'],
};

/**
 * The bulk actions the user holds, on the list's selection bar: enabled when every selected row is
 * in a state the action starts from, otherwise disabled with the reason in a tooltip.
 */
export const LifecycleBulkActions = () => {
  const def = useResourceDef();
  const { selectedIds, data, onUnselectItems } = useListContext();
  const { permissions } = usePermissions<Permissions>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const labelOf = useDeclaredLabel();
  return (
    <>
      {bulkActions(def, permissions).map((entry) => {
        const block = bulkBlock(entry, selectedIds, data ?? [], identity?.id);
        const reason =
          block && translate(BLOCK_TEXT[block][0], { _: BLOCK_TEXT[block][1], action: labelOf(entry.action) });
        return (
          <ActionButton
            key={entry.action.name}
            entry={entry}
            ids={selectedIds}
            testId={`bulk-action-${entry.action.name}`}
            disabledReason={reason || undefined}
            onDone={() => onUnselectItems()}
          />
        );
      })}
    </>
  );
};
