import { LifecycleRowActions, ShowPage, useResourceDef, visibleFields } from '../../engine';
import { DRAW_FIELDS, DrawPanel } from './DrawPanel';

/**
 * A random inspection task: its terms, the draw (DrawPanel: seed, inputs, who was drawn, verify), the
 * drawn subjects with their enforcers and results (the related tab of `inspectrandom`) and its history.
 */
export const TaskShow = () => {
  const def = useResourceDef();
  return (
    <ShowPage
      fields={visibleFields(def).filter((f) => !DRAW_FIELDS.includes(f.name))}

      // 抽取 / 发布 / 完成: the declared actions this state allows, with their dialogs.
      actions={<LifecycleRowActions />}
      related
      history
    >
      <DrawPanel />
    </ShowPage>
  );
};
