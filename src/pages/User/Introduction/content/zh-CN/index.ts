/** The zh-CN usage documents, by area slug (see ../index.ts for the order of the areas). */
import type { DocumentSet } from '../types';
import about from './about-and-versions';
import account from './account';
import administration from './administration';
import dataSources from './data-sources';
import diagnostics from './diagnostics';
import files from './files';
import gettingStarted from './getting-started';
import tradingTools from './trading-tools';

const documents: DocumentSet = {
  'getting-started': gettingStarted,
  account,
  files,
  administration,
  'data-sources': dataSources,
  'trading-tools': tradingTools,
  'about-and-versions': about,
  diagnostics,
};

export default documents;
