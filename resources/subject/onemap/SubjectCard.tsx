import { Button, Card, CardActions, CardContent, Chip, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { stateOf, type MapSubject } from './mapTypes';

/** The card of the subject clicked on the map: what it is, its state, and its one-household page. */
export function SubjectCard({
  subject,
  marketTypeName,
  onClose,
}: {
  subject: MapSubject;
  marketTypeName: string;
  onClose(): void;
}) {
  const translate = useTranslate();
  const state = stateOf(subject.status);
  // The point carries what the map draws; the rest is the subject's detail, read when the card opens.
  const { data: detail } = useGetOne('subject', { id: subject.id }, { retry: false });
  return (
    <Card data-testid="onemap-card" variant="outlined" sx={{ position: 'relative' }}>
      <IconButton
        size="small"
        onClick={onClose}
        aria-label={translate('app.onemap.closeCard', { _: '关闭' })}
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="subtitle1" fontWeight={600} data-testid="onemap-card-name" sx={{ pr: 4 }}>
          {subject.subjectName}
        </Typography>
        <Chip
          size="small"
          data-testid="onemap-card-status"
          label={translate(`app.onemap.state.${state.key}`, { _: state.zh })}
          sx={{ bgcolor: state.color, color: '#fff', my: 1 }}
        />
        <Typography variant="body2" color="text.secondary">
          {translate('app.onemap.marketType', { _: '市场类型' })}: {marketTypeName}
        </Typography>
        {detail?.address && (
          <Typography variant="body2" color="text.secondary" data-testid="onemap-card-address">
            {translate('app.onemap.address', { _: '经营地址' })}: {detail.address}
          </Typography>
        )}
        {detail?.legalPerson && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.onemap.legalPerson', { _: '法定代表人' })}: {detail.legalPerson} {detail.contactPhone ?? ''}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {subject.longitude.toFixed(6)}, {subject.latitude.toFixed(6)}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          size="small"
          variant="contained"
          component={Link}
          to={`/busdetail/${subject.id}`}
          data-testid="onemap-card-household"
        >
          {translate('app.onemap.household', { _: '一户一档' })}
        </Button>
      </CardActions>
    </Card>
  );
}
