import { FACTS } from '../facts';

export default `# Data sources

Every figure in the console comes from one of nine data sources. This page explains what each source is, how the
console judges whether its data is fresh, and, for the people who run the server, how data gets in.

## The nine sources

| Source | What it provides | Default schedule (China time) | Warn after | Error after |
|---|---|---|---|---|
| \`wind\` | Wind: Chinese futures, spot and macroeconomic series | daily 18:00, \`0 18 * * *\` | 26 h | 74 h |
| \`bloomberg\` | Bloomberg: international prices, exchange rates and interest rates | daily 07:00, \`0 7 * * *\` | 26 h | 74 h |
| \`curveSeries\` | Forward curves: swap and forward prices by delivery month | daily 18:30, \`30 18 * * *\` | 28 h | 76 h |
| \`platts\` | S&P Global Platts: assessments of physical oil products such as Singapore 380 cSt and Marine Fuel 0.5 % | daily 19:00, \`0 19 * * *\` | 30 h | 78 h |
| \`mySteel\` | Mysteel: Chinese spot prices, inventories and operating rates | daily 17:00, \`0 17 * * *\` | 30 h | 78 h |
| \`kpler\` | Kpler: cargo flows by date, location and product | hourly at minute 5, \`5 * * * *\` | 2 h | 6 h |
| \`ccf\` | CCF: polyester chain prices and operations (PX, PTA) | daily 18:00, \`0 18 * * *\` | 30 h | 78 h |
| \`cftc\` | CFTC Commitments of Traders: weekly positions in US futures, Tuesday positions published on Friday | Saturdays 06:00, \`0 6 * * 6\` | 192 h (8 days) | 360 h (15 days) |
| \`smm\` | SMM (Shanghai Metals Market): metals spot prices and inventories | daily 17:00, \`0 17 * * *\` | 30 h | 78 h |

The thresholds follow each source's rhythm: a daily feed gets a day plus the vendor's usual delay before it counts
as late and a weekend plus a day before it counts as failing; Kpler updates hourly; CFTC publishes once a week.
Schedules and thresholds above are the defaults; a data administrator can change them per source.

## Health states

After every update run, and regularly in between, the server judges each source from what it has stored, in this
order:

1. the last finished update run failed: **ERROR**;
2. the source has never been imported: **UNKNOWN**;
3. the last successful update is older than the error threshold: **ERROR**;
4. it is older than the warning threshold: **WARN**;
5. otherwise: **OK**.

A run that finds nothing new changes nothing by itself: the age keeps counting from the last successful update. The
lights in the header ask for these states every ${FACTS.healthPollSeconds} seconds; if the question fails, every
light shows UNKNOWN until the next answer (see [Getting started](#/user/introduction/getting-started)).

## Importing CSV files

This server has no direct connection to the vendors. Each source instead imports the CSV files placed in its own
folder under the server's data directory (\`DATA_DIR\`, by default \`./data\`):

\`\`\`
data/imports/<source>/
\`\`\`

for example \`data/imports/wind/\` or \`data/imports/kpler/\`. The folder is created the first time the source
runs. At each scheduled run the source reads every \`.csv\` file in its folder in name order, stores the rows and
moves the files to \`done/\` inside the same folder. A file name that starts with the date, such as
\`2025-03-31-close.csv\`, keeps the order right: when two files hold a value for the same series and date, the later
file wins.

### Series layout

All sources except Kpler use this layout, one observation per line:

\`\`\`
series,date,value,unit
FU.SHFE.settle,2025-03-31,3120,CNY/t
SG380.platts,2025-03-31,436.25,USD/t
\`\`\`

- \`series\`: your name for the series, up to 200 characters; keep it the same from file to file;
- \`date\`: \`YYYY-MM-DD\`, or a date and time with its zone such as \`2025-03-31T16:30:00+08:00\` (a time without
  a zone is refused, because it could mean several moments);
- \`value\`: a number with a dot as decimal separator; a line with an empty value is skipped (vendors leave holidays
  blank);
- \`unit\`: optional.

### Kpler layout

\`\`\`
date,location,product,volume,kind
2025-03-31,Singapore,Fuel oil,125000,port
\`\`\`

\`date\`, \`location\`, \`product\` and \`volume\` are required; \`kind\` (the type of location) is optional. Keep
one volume unit per product, the one of your Kpler export. These rows feed the Kpler location search and the flow
reports that add up volumes per day for a location and product over a date range.

### Rules for every file

- the first line names the columns; names are case-insensitive and may come in any order;
- UTF-8, with or without a byte-order mark; comma-separated; put a value in double quotes if it contains a comma;
- at most ${FACTS.fileMaxMiB} MiB per file;
- one bad line rejects the whole run: the run is recorded as failed with the file name and line number, nothing from
  that run is imported and no file is moved. Fix the file and the next run picks it up.

## Schedules and update runs

Each source runs on its schedule inside the server; two runs of one source never overlap. Every run is recorded
with its trigger (schedule, manual or upload), result, number of rows and message. A run that finds no new files is
recorded as skipped.

The data-source status page (\`/list/datasource\`) will show each source's state, last
update, next run and run history, and let authorised users start an update or change a schedule. That page is built
by a later release and is not available yet.
`;
