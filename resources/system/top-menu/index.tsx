import ViewQuiltIcon from '@mui/icons-material/ViewQuiltOutlined';
import { buildScreens, ResourceList } from '../../engine';
import { MenuSettingButton } from './MenuSettingButton';
import schema from './schema';

const TopMenuList = () => <ResourceList rowActions={<MenuSettingButton />} />;

/** 顶部菜单: the generated screens, plus 菜单配置 on each row. */
export default buildScreens(schema, { list: TopMenuList, icon: ViewQuiltIcon });
