import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  EditButton,
  ListButton,
  RecordContextProvider,
  ResourceContextProvider,
  TopToolbar,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { allResources } from '../../declarations';
import { ResourceDefProvider, HistoryTimeline, LifecycleRowActions } from '../../engine';
import { HouseholdHeader } from './HouseholdHeader';
import { HouseholdTabs } from './HouseholdTabs';
import { SetCheckpointButton } from '../checkpoint/SetCheckpointButton';
import { InspectButton } from '../../enforce/inspect/InspectButton';

const subjectDef = allResources.find((def) => def.name === 'subject')!;

const NotFound = () => {
  const translate = useTranslate();
  return (
    <Card data-testid="household-not-found">
      <CardContent sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        <SearchOffIcon sx={{ fontSize: 48, opacity: 0.4 }} />
        <Typography variant="body1">
          {translate('app.household.notFound', { _: '经营主体不存在或无权查看' })}
        </Typography>
      </CardContent>
    </Card>
  );
};

/**
 * 一户一档 `/busdetail/:id/:type?`: everything about one subject on one page. The header shows the
 * subject; below, a tab per kind of record pointing at it, `type` choosing the open one.
 */
const HouseholdPage = () => {
  const { id = '', type } = useParams();
  const { data, isPending, error } = useGetOne('subject', { id }, { enabled: !!id, retry: false });
  if (isPending && id) return <LinearProgress data-testid="household-loading" />;
  if (!id || error || !data) return <NotFound />;
  return (
    <ResourceContextProvider value="subject">
      <ResourceDefProvider def={subjectDef}>
        <RecordContextProvider value={data}>
          <Box data-testid="household-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {/* What the generated show page offered: back to the list, edit, the declared actions. */}
            <TopToolbar sx={{ minHeight: 0, p: 0 }}>
              <ListButton />
              <EditButton />
              <SetCheckpointButton />
              <InspectButton />
              <LifecycleRowActions />
            </TopToolbar>
            <HouseholdHeader record={data} />
            <Card>
              <HouseholdTabs def={subjectDef} id={data.id} type={type} />
            </Card>
            <Card sx={{ pt: 2 }}>
              <HistoryTimeline />
            </Card>
          </Box>
        </RecordContextProvider>
      </ResourceDefProvider>
    </ResourceContextProvider>
  );
};

export default HouseholdPage;
