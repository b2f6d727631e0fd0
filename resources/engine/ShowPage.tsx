import type { ReactNode } from 'react';
import { ListButton, Show, TopToolbar } from 'react-admin';
import { DeclaredEditButton } from './DeclaredEditButton';
import type { FieldDef, FieldType } from '../types';
import { HistoryTimeline } from './HistoryTimeline';
import { WithRelatedTabs } from './RelatedTabs';
import { useResourceDef, visibleFields } from './ResourceDefContext';
import { ShowFields, useShowTitle } from './ShowFields';

interface Props {
  /** The fields shown, in order; all the visible declared fields by default. */
  fields?: readonly FieldDef[];
  /** Field types taking a whole row (ShowFields). */
  wide?: FieldType[];
  /** Marks each field's cell `<prefix>-<field name>` (ShowFields). */
  testIdPrefix?: string;
  /** The edit button of the toolbar (one that hides in some states), null for none; 编辑 by default. */
  edit?: ReactNode;
  /** Toolbar buttons after 列表 and 编辑 (the declared actions, 督办, 审核). */
  actions?: ReactNode;
  /** The records pointing at this one as tabs beside the fields (WithRelatedTabs). */
  related?: boolean;
  /** The record's history timeline at the end. */
  history?: boolean;
  /** What the page shows after the fields (a gallery, a checklist, a handle record). */
  children?: ReactNode;
}

/**
 * The page of one record that every show screen shares: the 查看<name> title, 列表 / 编辑 and the
 * screen's buttons in the toolbar, the fields two to a row, then the screen's own panels and the
 * history; the generated show page is this with the declared actions and the related tabs.
 */
export const ShowPage = ({
  fields,
  wide,
  testIdPrefix,
  edit = <DeclaredEditButton />,
  actions,
  related = false,
  history = false,
  children,
}: Props) => {
  const def = useResourceDef();
  const showTitle = useShowTitle();
  const body = (
    <>
      <ShowFields fields={fields ?? visibleFields(def)} wide={wide} testIdPrefix={testIdPrefix} />
      {children}
      {history && <HistoryTimeline />}
    </>
  );
  return (
    <Show
      title={showTitle}
      actions={
        <TopToolbar>
          <ListButton />
          {edit}
          {actions}
        </TopToolbar>
      }
    >
      {related ? <WithRelatedTabs>{body}</WithRelatedTabs> : body}
    </Show>
  );
};
