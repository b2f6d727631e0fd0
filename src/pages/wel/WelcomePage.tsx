import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useMenu } from '../../layout/menu/MenuContext';
import { menuIcon } from '../../layout/menu/menuIcons';

const greetingKey = (hour: number) =>
  hour < 6 ? 'night' : hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
const GREETINGS: Record<string, string> = {
  night: '夜深了',
  morning: '上午好',
  afternoon: '下午好',
  evening: '晚上好',
};

const Shortcut = ({ to, label, icon }: { to: string; label: string; icon: React.ReactNode }) => (
  <Card>
    <CardActionArea
      component={Link}
      to={to}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'center', textAlign: 'center' }}
    >
      <Box sx={{ color: 'primary.main' }}>{icon}</Box>
      <Typography variant="body2">{label}</Typography>
    </CardActionArea>
  </Card>
);

/** /wel/index: greeting and shortcuts to the first pages the user may open. */
const WelcomePage = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { leaves } = useMenu();
  const key = greetingKey(new Date().getHours());
  const shortcuts = leaves.filter((leaf) => leaf.node.to).slice(0, 6);
  return (
    <Box data-testid="welcome-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Card
        sx={{
          background: (theme) =>
            `linear-gradient(120deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
          color: 'primary.contrastText',
          border: 0,
        }}
      >
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h5" sx={{ fontWeight: 600 }}>
            {translate(`app.welcome.${key}`, { _: GREETINGS[key] })}，{identity?.fullName ?? ''}
          </Typography>
          <Typography sx={{ mt: 1, opacity: 0.85 }}>
            {translate('app.welcome.intro', { _: '欢迎使用文化市场监管后台，祝您工作顺利。' })}
          </Typography>
        </CardContent>
      </Card>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('app.welcome.shortcuts', { _: '快捷入口' })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2 }}>
        <Shortcut
          to="/wel/dashboard"
          label={translate('app.route.dashboard', { _: '控制台' })}
          icon={<DashboardIcon />}
        />
        <Shortcut to="/info/index" label={translate('app.route.info', { _: '个人信息' })} icon={<PersonIcon />} />
        {shortcuts.map(({ node }) => {
          const Icon = menuIcon(node.icon, node.code);
          return <Shortcut key={node.id} to={node.to!} label={node.label} icon={<Icon />} />;
        })}
      </Box>
    </Box>
  );
};

export default WelcomePage;
