import ViewQuiltIcon from '@mui/icons-material/ViewQuiltOutlined';
import { buildScreens, ResourceList, withDef } from '../../engine';
import { MenuSettingButton } from './MenuSettingButton';
import schema from './schema';

/** 顶部菜单: the generated screens, plus 菜单配置 on each row. */
const { create, edit, show } = buildScreens(schema);

const TopMenuList = () => <ResourceList rowActions={<MenuSettingButton />} />;

export default { list: withDef(schema, TopMenuList, 'List'), create, edit, show, icon: ViewQuiltIcon };
