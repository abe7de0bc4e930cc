/**
 * Loads the published reports the user may read into the initial state, where the layout's menu picks them up
 * (utils/reportMenu.ts). Rendered inside the signed-in layout only, as its own chunk, so the login page never loads it.
 * Publishing or unpublishing on /list/route invalidates the list, and the menu follows.
 */
import { useQuery } from '@tanstack/react-query';
import { useAccess, useModel } from '@umijs/max';
import { useEffect } from 'react';
import { apiQuery, dataOf } from '@/services/query';

export default function ReportMenu() {
  const { auth_report: mayRead } = useAccess() as { auth_report?: boolean };
  const { initialState, setInitialState } = useModel('@@initialState');
  const reports = useQuery({ ...apiQuery('/v2/builder/report/list'), select: dataOf, enabled: Boolean(mayRead), staleTime: 60_000 });
  const shown = JSON.stringify(initialState?.reportMenu ?? []);
  useEffect(() => {
    if (!reports.data || JSON.stringify(reports.data) === shown) return;
    void setInitialState((s) => ({ ...s, reportMenu: reports.data }));
  }, [reports.data, shown, setInitialState]);
  return null;
}
