import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Cell, Pie, PieChart, ResponsiveContainer } from 'recharts';

/** A half-ring gauge of a percentage (excellent-rate of subjects). */
export const CreditGauge = ({ value, caption }: { value: number; caption: string }) => {
  const theme = useTheme();
  const clamped = Math.max(0, Math.min(100, value));
  const color =
    clamped >= 80
      ? theme.palette.success.main
      : clamped >= 60
        ? theme.palette.primary.main
        : theme.palette.warning.main;
  const data = [
    { name: 'value', value: clamped },
    { name: 'rest', value: 100 - clamped },
  ];
  return (
    <Box sx={{ position: 'relative', height: '100%' }} role="img" aria-label={`${caption} ${clamped}%`}>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie
            data={data}
            dataKey="value"
            startAngle={180}
            endAngle={0}
            cy="70%"
            innerRadius="70%"
            outerRadius="95%"
            stroke="none"
            animationDuration={800}
          >
            <Cell fill={color} />
            <Cell fill={theme.palette.action.hover} />
          </Pie>
        </PieChart>
      </ResponsiveContainer>
      <Box sx={{ position: 'absolute', left: 0, right: 0, top: '48%', textAlign: 'center' }}>
        <Typography sx={{ fontSize: 40, fontWeight: 700, color }} data-testid="credit-gauge-value">
          {clamped}%
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {caption}
        </Typography>
      </Box>
    </Box>
  );
};
