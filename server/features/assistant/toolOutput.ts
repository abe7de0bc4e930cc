/**
 * What one tool call gives the page (`AssistantToolOutput`, the stream's `tool-output-available.output` and a stored
 * step): the compact block the model read, and a series the call returned, thinned for the answer's chart.
 */
import { ASSISTANT_CHART_POINTS, type AssistantSeries, type AssistantToolOutput } from '../../../common/contract/assistant';
import { lttb } from '../../../common/domain/lttb';
import type { FastifyInstance } from 'fastify';
import { runTool, type ToolCaller, type ToolRun } from './toolRunner';

const isPoint = (p: unknown): p is [number, number] => Array.isArray(p) && p.length === 2 && typeof p[0] === 'number' && typeof p[1] === 'number';

/**
 * A series in a call's data: an object with an `address` and `points` ([epoch ms, value] pairs), as
 * `/v2/marketData/series` answers (its `name`, `unit` and `demo` when present). Null for anything else.
 */
export function seriesOf(data: unknown): AssistantSeries | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.address !== 'string' || !Array.isArray(d.points) || d.points.length === 0) return null;
  const points = d.points.filter(isPoint);
  if (points.length === 0) return null;
  return {
    address: d.address,
    name: typeof d.name === 'string' && d.name ? d.name : d.address,
    unit: typeof d.unit === 'string' ? d.unit : null,
    points: lttb(points, ASSISTANT_CHART_POINTS),
    demo: d.demo === true,
  };
}

export function toolOutputOf(run: ToolRun, forModel: string): AssistantToolOutput {
  return { ok: run.ok, status: run.status, result: forModel, series: run.ok ? seriesOf(run.data) : null, ms: Math.max(0, Math.round(run.ms)) };
}

/**
 * The series' name in the asker's language (the chart's title), read as the page's pickers read it: the catalogue
 * call, as the asker. The series call answers no name; an address the catalogue does not list keeps its address.
 */
export async function withSeriesName(app: FastifyInstance, caller: ToolCaller, output: AssistantToolOutput): Promise<AssistantToolOutput> {
  const series = output.series;
  if (!series || series.name !== series.address) return output;
  const run = await runTool(app, caller, 'marketData_catalog', { search: series.address });
  const list = run.ok ? ((run.data as { list?: { address: string; name: string }[] }).list ?? []) : [];
  const name = list.find((entry) => entry.address === series.address)?.name;
  return name ? { ...output, series: { ...series, name } } : output;
}
