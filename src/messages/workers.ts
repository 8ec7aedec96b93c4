/** Texts of the worker status screen and card. */
export const workersMessages = {
  loadFailed: 'Er is een fout opgetreden bij het ophalen van de worker status.',
  empty: 'Geen actieve workers gevonden.',
  loading: 'Worker status laden…',
  refresh: 'Verversen',
  queueLength: 'Wachtrij',
  queueLengthHint: 'Taken die wachten op een worker',
  workers: 'Workers',
  workersOnline: 'Workers online',
  onlineOfTotal: (online: number, total: number) => `${online} van ${total}`,
  tableLabel: 'Workers',
  worker: 'Worker',
  status: 'Status',
  states: { online: 'Online', offline: 'Offline' },
  active: 'Actief',
  reserved: 'Gereserveerd',
  details: 'Details',
  showDetails: (name: string) => `Details van ${name}`,
  pool: 'Pool',
  maxConcurrency: 'Max. gelijktijdig',
  processes: 'Processen',
  loadAverages: 'Belasting (1, 5, 15 min)',
  host: 'Host',
  startedAt: 'Gestart',
  lastHeartbeat: 'Laatste hartslag',
  activeTasks: 'Actieve taken',
  activeTasksLabel: (name: string) => `Actieve taken van ${name}`,
  noActiveTasks: 'Geen actieve taken.',
  task: 'Taak',
  taskId: 'ID',
  taskStarted: 'Gestart',
  taskDuration: 'Looptijd',
  taskUser: 'Gebruiker',
  taskFile: 'Bestand',
  possiblyStuck: 'Mogelijk vastgelopen',
  stuckHint: (minutes: number) => `Loopt langer dan ${minutes} minuten`,
  stuckCount: (n: number) => `${n} taak/taken mogelijk vastgelopen`,
  lastRefresh: (time: string) => `Laatst bijgewerkt om ${time}`,
  autoRefresh: (seconds: number) => `Ververst elke ${seconds} seconden zolang deze pagina zichtbaar is.`,
  cardTitle: 'Worker status',
  openScreen: 'Naar Worker Status',
  commands: {
    refresh: 'Ververs de worker status',
  },
} as const;

const clock = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const dateTimeSeconds = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const loadFormat = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A moment (epoch ms) as the time of day with seconds: `14:05:09`. */
export const formatClock = (epochMs: number) => clock.format(new Date(epochMs));

/** A moment (epoch ms) as `4 mrt 14:05:09`. */
export const formatMoment = (epochMs: number) => dateTimeSeconds.format(new Date(epochMs));

/** A load average with two decimals: `0,42`. */
export const formatLoad = (value: number) => loadFormat.format(value);
