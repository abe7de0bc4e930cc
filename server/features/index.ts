/**
 * Every feature's plugin, in the order server/app.ts registers them. Each is a named plugin (fastify-plugin) that
 * declares the features and decorators it needs; Fastify refuses to start when one is registered before them.
 * The market services (server/infra/market/ports.ts): reference, stream (bus, topics), marketData (bars, series),
 * feeds, strategy; the features after them read those at registration.
 */
import type { FastifyPluginAsync } from 'fastify';
import analyticsPlugin from './analytics/plugin';
import assistantPlugin from './assistant/plugin';
import backtestingPlugin from './backtesting/plugin';
import boardPlugin from './board/plugin';
import calculatorsPlugin from './calculators/plugin';
import datasourcePlugin from './datasource/plugin';
import eventsPlugin from './events/plugin';
import feedsPlugin from './feeds/plugin';
import fileUploadPlugin from './fileUpload/plugin';
import futOptCrossSectionDataPlugin from './futOptCrossSectionData/plugin';
import libraryPlugin from './library/plugin';
import marketDataPlugin from './marketData/plugin';
import meetingsPlugin from './meetings/plugin';
import notificationsPlugin from './notifications/plugin';
import outlookPlugin from './outlook/plugin';
import pageDigestPlugin from './pageDigest/plugin';
import builderPlugin from './builder/plugin';
import dataSetPlugin from './dataSet/plugin';
import subscribePlugin from './subscribe/plugin';
import positionPlugin from './position/plugin';
import referencePlugin from './reference/plugin';
import regressionPlugin from './regression/plugin';
import researchFeedsPlugin from './researchFeeds/plugin';
import seasonalPlugin from './seasonal/plugin';
import settingPlugin from './setting/plugin';
import spotTradeRecordPlugin from './spotTradeRecord/plugin';
import strategyPlugin from './strategy/plugin';
import streamPlugin from './stream/plugin';
import tradeRecordPlugin from './tradeRecord/plugin';
import userPlugin from './user/plugin';
import warehouseCargoLocDataPlugin from './warehouseCargoLocData/plugin';

export const FEATURES: readonly FastifyPluginAsync[] = [
  userPlugin,
  settingPlugin,
  fileUploadPlugin,
  datasourcePlugin,
  referencePlugin,
  streamPlugin,
  notificationsPlugin,
  marketDataPlugin,
  feedsPlugin,
  strategyPlugin,
  boardPlugin,
  analyticsPlugin,
  seasonalPlugin,
  regressionPlugin,
  tradeRecordPlugin,
  backtestingPlugin,
  calculatorsPlugin,
  libraryPlugin,
  researchFeedsPlugin,
  meetingsPlugin,
  eventsPlugin,
  outlookPlugin,
  pageDigestPlugin,
  futOptCrossSectionDataPlugin,
  positionPlugin,
  warehouseCargoLocDataPlugin,
  spotTradeRecordPlugin,
  builderPlugin,
  dataSetPlugin,
  subscribePlugin,
  assistantPlugin,
];
