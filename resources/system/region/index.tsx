import MapIcon from '@mui/icons-material/MapOutlined';
import { useContext, useMemo, type ComponentType } from 'react';
import { DataProviderContext } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { buildScreens, withDef } from '../../engine';
import { regionDataProvider } from './regionDataProvider';
import { RegionList } from './RegionList';
import schema from './schema';

const generated = buildScreens(schema);

/** Region screens read and save through the code-keyed provider. */
const byCode = (Screen: ComponentType | undefined): ComponentType | undefined => {
  if (!Screen) return undefined;
  const ByCode = () => {
    // The raw provider: react-admin's hooks wrap whatever the context holds with their error handling.
    const base = useContext(DataProviderContext) as BladeDataProvider;
    const provider = useMemo(() => regionDataProvider(base), [base]);
    return (
      <DataProviderContext.Provider value={provider}>
        <Screen />
      </DataProviderContext.Provider>
    );
  };
  ByCode.displayName = 'RegionByCode';
  return ByCode;
};

/** 行政区划: lazy tree by code; view and edit look a region up by its code. */
export default {
  list: withDef(schema, RegionList, 'List'),
  create: generated.create,
  edit: byCode(generated.edit),
  show: byCode(generated.show),
  icon: MapIcon,
};
