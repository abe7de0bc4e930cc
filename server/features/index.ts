/**
 * Every feature's plugin, in the order server/app.ts registers them. A feature reads the market services of the
 * features before it (server/infra/market/ports.ts): reference, then marketData (bars, series), stream (bus,
 * topics), feeds, strategy (spreads); the features after them read those at registration.
 */
import type { FastifyPluginAsync } from 'fastify';
import analyticsPlugin from './analytics/plugin';
import backtestingPlugin from './backtesting/plugin';
import boardPlugin from './board/plugin';
import calculatorsPlugin from './calculators/plugin';
import datasourcePlugin from './datasource/plugin';
import eventsPlugin from './events/plugin';
import feedsPlugin from './feeds/plugin';
import fileUploadPlugin from './fileUpload/plugin';
import libraryPlugin from './library/plugin';
import marketDataPlugin from './marketData/plugin';
import meetingsPlugin from './meetings/plugin';
import outlookPlugin from './outlook/plugin';
import referencePlugin from './reference/plugin';
import researchFeedsPlugin from './researchFeeds/plugin';
import seasonalPlugin from './seasonal/plugin';
import settingPlugin from './setting/plugin';
import strategyPlugin from './strategy/plugin';
import streamPlugin from './stream/plugin';
import tradeRecordPlugin from './tradeRecord/plugin';
import userPlugin from './user/plugin';

export const FEATURES: readonly FastifyPluginAsync[] = [
  userPlugin,
  settingPlugin,
  fileUploadPlugin,
  datasourcePlugin,
  referencePlugin,
  marketDataPlugin,
  streamPlugin,
  feedsPlugin,
  strategyPlugin,
  boardPlugin,
  analyticsPlugin,
  seasonalPlugin,
  tradeRecordPlugin,
  backtestingPlugin,
  calculatorsPlugin,
  libraryPlugin,
  researchFeedsPlugin,
  meetingsPlugin,
  eventsPlugin,
  outlookPlugin,
];
