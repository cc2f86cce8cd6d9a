import { create } from 'zustand';
import { NO_FILTERS, type EventFilters } from './explorer-api';

export type ExplorerTab = 'events' | 'correlation' | 'timeTravel' | 'tail';

/** The explorer's UI state that is not a flow: the open tab, the table's filters, the request followed. */
interface ExplorerState {
  tab: ExplorerTab;
  filters: EventFilters;
  correlationId: string;
  setTab(tab: ExplorerTab): void;
  setFilters(filters: EventFilters): void;
  followRequest(correlationId: string): void;
}

export const useExplorerStore = create<ExplorerState>()((set) => ({
  tab: 'events',
  filters: NO_FILTERS,
  correlationId: '',
  setTab: (tab) => set({ tab }),
  setFilters: (filters) => set({ filters }),
  followRequest: (correlationId) => set({ tab: 'correlation', correlationId }),
}));
