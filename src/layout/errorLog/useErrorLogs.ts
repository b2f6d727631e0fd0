import { useSyncExternalStore } from 'react';
import { getErrorLogs, subscribeErrorLogs } from './errorLogStore';

export const useErrorLogs = () => useSyncExternalStore(subscribeErrorLogs, getErrorLogs);
