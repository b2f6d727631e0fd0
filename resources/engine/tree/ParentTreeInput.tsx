import { useTranslate } from 'react-admin';
import type { BladeParams } from '../../../dataProvider/query';
import { ReferenceTreeInput } from './ReferenceTreeInput';

/**
 * The declared `parentId` of a tree row (a dept, a menu, a role), picked from the resource's tree
 * (GET `{base}/{path}`), with Blade's top level shown as 顶级.
 */
export const ParentTreeInput = ({
  resource,
  path = 'tree',
  params,
}: {
  resource: string;
  path?: string;
  params?: BladeParams;
}) => {
  const translate = useTranslate();
  return (
    <ReferenceTreeInput
      name="parentId"
      resource={resource}
      path={path}
      params={params}
      topLabel={translate('app.tree.top', { _: '顶级' })}
    />
  );
};
