/**
 * The ordered migrations for Kysely's Migrator. A static record (no file-system provider) so it works the same
 * under tsx, jest and a bundled build. Add new migrations at the end; never edit an applied one.
 */
import type { Migration } from 'kysely';
import * as core from './0001_core';
import * as datasources from './0002_datasources';
import * as registration from './0003_registration';
import * as roles from './0004_roles';
import * as m0005 from './0005_reference';
import * as m0006 from './0006_market_data';
import * as m0007 from './0007_feeds';
import * as m0008 from './0008_strategy';
import * as m0009 from './0009_watchlist';
import * as m0010 from './0010_trade_record';
import * as m0011 from './0011_backtesting';
import * as m0012 from './0012_research';
import * as m0013 from './0013_calendar';
// issue 11's areas
import * as m0014 from './0014_research_library';
import * as m0015 from './0015_research_feeds';
import * as m0016 from './0016_meetings';
import * as m0017 from './0017_calendar_events';
import * as m0018 from './0018_outlook';
// issue 17
import * as m0019 from './0019_locale_key_names';
// issue 18
import * as m0020 from './0020_exchange_holidays';
// issue 19
import * as m0021 from './0021_alert_suspension';
import * as m0022 from './0022_page_digests';
// issue 21 (holdings)
import * as m0023 from './0023_position';
// issue 21: warehouse receipts
import * as m0025 from './0025_warehouse_receipts';
import * as m0026 from './0026_option_settlements';
import * as m0027 from './0027_builder';
import * as m0028 from './0028_data_sets';
import * as m0029 from './0029_builder_components';
import * as m0030 from './0030_subscriptions';
import * as m0031 from './0031_assistant';
import * as m0032 from './0032_assistant_conversations';
import * as m0033 from './0033_assistant_pricing';

export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_datasources': datasources,
  '0003_registration': registration,
  '0004_roles': roles,
  '0005_reference': m0005,
  '0006_market_data': m0006,
  '0007_feeds': m0007,
  '0008_strategy': m0008,
  '0009_watchlist': m0009,
  '0010_trade_record': m0010,
  '0011_backtesting': m0011,
  '0012_research': m0012,
  '0013_calendar': m0013,
  '0014_research_library': m0014,
  '0015_research_feeds': m0015,
  '0016_meetings': m0016,
  '0017_calendar_events': m0017,
  '0018_outlook': m0018,
  '0019_locale_key_names': m0019,
  '0020_exchange_holidays': m0020,
  '0021_alert_suspension': m0021,
  '0022_page_digests': m0022,
  '0023_position': m0023,
  '0025_warehouse_receipts': m0025,
  '0026_option_settlements': m0026,
  '0027_builder': m0027,
  '0028_data_sets': m0028,
  '0029_builder_components': m0029,
  '0030_subscriptions': m0030,
  '0031_assistant': m0031,
  '0032_assistant_conversations': m0032,
  '0033_assistant_pricing': m0033,
};
