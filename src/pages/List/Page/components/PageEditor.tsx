/**
 * The page editor (docs/builder.md, "The page editor"), loaded with its grid only when a page is opened: title,
 * variables, the panels on the 24-column grid (drag, resize; add inline or from the library; edit in the panel
 * editor), a preview of the whole page through `<PageView>`, save with the version the edit started from (a 409 offers
 * the newest version or to keep editing, never dropping the edit), versions with diff and restore, and export.
 */
import { DownloadOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useAccess, useIntl, useModel } from '@umijs/max';
import { Button, Card, message, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { BuilderLayout, PageVersion } from '@common/contract/builder';
import { PAGE_SPEC_VERSION, type PageSpec, type PanelSpec } from '@common/contract/pageSpec';
import { nextPanelId, placeBelow, readingOrder } from '@common/builder/gridLayout';
import { pageExportOf } from '@common/contract/pageExport';
import { saveBodyOfVersion } from '@common/builder/pageRestore';
import { fillPanelVariables, variablesUsed } from '@common/builder/panelVariables';
import LoadError from '@/components/LoadError';
import PageView from '@/components/PageView';
import { newPanel } from '@/components/PanelEditor/panelTemplates';
import { apiQuery } from '@/services/query';
import { failureMessage } from '@/utils/apiError';
import { DATE_TIME } from '@/utils/dateTime';
import EditorFrame from '../../components/EditorFrame';
import { useVersionedEdit } from '../../components/useVersionedEdit';
import type { PageDraft } from '../data';
import { clearDraft, readDraft, type StoredDraft, writeDraft } from '../draftStore';
import { downloadPageExport } from '../exportFile';
import { type DraftProblem, draftOfVersion, draftProblems, EMPTY_DRAFT, saveBodyOfDraft, withCellSizes } from '../pageDraft';
import { useCopyPage, usePage, useSavePage } from '../service';
import AddPanelModal, { type AddChoice } from './AddPanelModal';
import PanelDrawer from './PanelDrawer';
import PanelGrid from './PanelGrid';
import VariablesField from './VariablesField';
import VersionsDrawer from './VersionsDrawer';

export interface PageEditorProps {
  /** null: a new page. */
  pageId: string | null;
  onClose: () => void;
  /** A new page got its id (the first save), or a copy was made. */
  onOpen: (id: string) => void;
}

export default function PageEditor({ pageId, onClose, onOpen }: PageEditorProps) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { initialState } = useModel('@@initialState');
  const me = initialState?.currentUser?.id ?? '';
  const { isAdmin } = useAccess();
  const client = useQueryClient();
  const page = usePage(pageId);
  const save = useSavePage();
  const copy = useCopyPage();

  const state = useVersionedEdit<PageDraft, PageVersion>({
    initial: () => EMPTY_DRAFT,
    id: pageId,
    data: page.data,
    editOf: draftOfVersion,
    refetch: () => page.refetch(),
  });
  const { edit: draft, base, dirty } = state;
  // An unsaved edit kept from an earlier visit (or a conflict), offered until restored or discarded.
  const [kept, setKept] = useState<StoredDraft | null>(() => readDraft(me, pageId));
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [addBusy, setAddBusy] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [view, setView] = useState<'arrange' | 'preview'>('arrange');
  const [showProblems, setShowProblems] = useState(false);

  const readOnly = !!page.data && !(isAdmin || (!page.data.example && page.data.ownerId === me));
  // Every change is also kept in the browser, so an edit survives a closed tab or a conflict.
  const change = (next: PageDraft) => {
    state.change(next);
    writeDraft(me, pageId, { draft: next, baseVersion: base, savedAt: Date.now() });
  };
  const problems = useMemo(() => draftProblems(draft), [draft]);
  const problemItem = (p: DraftProblem) =>
    p.kind === 'panel'
      ? {
          key: p.id,
          content: (
            <span>
              {f('builderEditor.problems.panel', { id: p.id })} <span dir="ltr">{p.problems.join('; ')}</span>
            </span>
          ),
        }
      : { key: p.kind, content: f(`builderEditor.problems.${p.kind}`) };
  const used = useMemo(() => variablesUsed(draft.panels.map((p) => p.spec)), [draft.panels]);

  const onLayout = (layout: BuilderLayout) => change({ ...draft, layout, panels: readingOrder(draft.panels, (p) => p.spec.id, layout) });
  const onPanel = (spec: PanelSpec) => change({ ...draft, panels: draft.panels.map((p) => (p.spec.id === spec.id ? { spec } : p)) });
  const onRemovePanel = (id: string) => {
    const { [id]: _gone, ...layout } = draft.layout;
    change({ ...draft, panels: draft.panels.filter((p) => p.spec.id !== id), layout });
  };
  const onAdd = async (choice: AddChoice) => {
    const id = nextPanelId(draft.panels.map((p) => p.spec.id));
    if (choice.kind === 'inline') {
      const spec = newPanel(choice.panelKind, id, f(`builderEditor.kind.${choice.panelKind}`));
      change({ ...draft, panels: [...draft.panels, { spec }], layout: placeBelow(draft.layout, id, spec.layout.w, spec.layout.h) });
      setAdding(false);
      setEditing(id);
      return;
    }
    setAddBusy(true);
    try {
      const { data } = await client.fetchQuery(apiQuery('/v2/builder/comp/get', { id: choice.componentId }));
      const spec = { ...data.panel, id } as PanelSpec;
      change({ ...draft, panels: [...draft.panels, { spec, componentId: data.id }], layout: placeBelow(draft.layout, id, spec.layout.w, spec.layout.h) });
      setAdding(false);
    } catch (error) {
      void message.error(failureMessage(error));
    } finally {
      setAddBusy(false);
    }
  };

  const doSave = () => {
    if (problems.length) {
      setShowProblems(true);
      return;
    }
    setShowProblems(false);
    save.mutate(saveBodyOfDraft(draft, pageId ?? undefined, base ?? undefined), {
      onSuccess: ({ data }) => {
        clearDraft(me, pageId);
        setKept(null);
        state.saved(data.version);
        state.savedMessage(data.version);
        if (!pageId) onOpen(data.id);
      },
      onError: state.failed,
    });
  };
  // The newest version replaces the edit on screen; the edit stays kept (offered to restore) until discarded.
  const keepForLater = () => {
    writeDraft(me, pageId, { draft, baseVersion: base, savedAt: Date.now() });
    setKept(readDraft(me, pageId));
  };
  const restoreKept = () => {
    if (!kept) return;
    // Started from an older version than the one loaded: saving replaces the newer one, which the editor says.
    if (kept.baseVersion !== null && base !== null && kept.baseVersion < base) state.setOverwrite(base);
    change(kept.draft);
    setKept(null);
  };
  const discardKept = () => {
    clearDraft(me, pageId);
    setKept(null);
  };
  const onRestore = async (version: PageVersion) => {
    const { data } = await save.mutateAsync(saveBodyOfVersion(version));
    clearDraft(me, pageId);
    setKept(null);
    state.saved(data.version, draftOfVersion(version));
    setVersionsOpen(false);
    void message.success(f('builderEditor.versions.restored', { version: version.version, saved: data.version }));
  };
  const makeCopy = () =>
    pageId && copy.mutate({ id: pageId }, { onSuccess: ({ data }) => onOpen(data.id), onError: (error) => void message.error(failureMessage(error)) });

  const pageSpec = useMemo<PageSpec | null>(() => {
    if (!draft.panels.length) return null;
    const sized = withCellSizes(draft);
    return {
      specVersion: PAGE_SPEC_VERSION,
      id: `builder-${pageId ?? 'new'}`,
      title: { text: draft.title || intl.formatMessage({ id: 'builderEditor.untitled' }) },
      panels: sized.panels.map((p) => fillPanelVariables(p.spec, draft.variables)),
    };
  }, [draft, pageId, intl]);

  if (page.error) return <LoadError error={page.error} onRetry={() => void page.refetch()} />;
  if (!state.loaded) return <Skeleton active />;
  const editingPanel = draft.panels.find((p) => p.spec.id === editing) ?? null;

  return (
    <EditorFrame
      data-testid="page-editor"
      state={state}
      onBack={onClose}
      titleLabel={f('builderEditor.page.title')}
      title={draft.title}
      onTitle={(title) => change({ ...draft, title })}
      readOnly={readOnly}
      readOnlyMessage={f(page.data?.example ? 'builderEditor.readOnly.example' : 'builderEditor.readOnly')}
      tags={page.data?.example && <Tag color="gold">{f('builderEditor.example')}</Tag>}
      saving={save.isPending}
      onSave={doSave}
      actions={
        <>
          {!readOnly && (
            <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {f('builderEditor.add')}
            </Button>
          )}
          <Button icon={<HistoryOutlined />} disabled={!pageId} onClick={() => setVersionsOpen(true)}>
            {f('builderEditor.versions')}
          </Button>
          {/* The file is a saved version (as stored, library panels inlined): unsaved changes are saved first. */}
          <Button
            icon={<DownloadOutlined />}
            disabled={!page.data || dirty}
            title={dirty ? f('builderEditor.export.saveFirst') : undefined}
            onClick={() => page.data && downloadPageExport(pageExportOf(page.data, Date.now()))}
          >
            {f('builderEditor.export')}
          </Button>
          {readOnly && (
            <Button loading={copy.isPending} onClick={makeCopy}>
              {f(page.data?.example ? 'builderEditor.copyExample' : 'builderEditor.copy')}
            </Button>
          )}
        </>
      }
      kept={
        kept && !dirty
          ? {
              message: f('builderEditor.kept', { time: intl.formatDate(kept.savedAt, DATE_TIME), version: kept.baseVersion ?? '-' }),
              onRestore: restoreKept,
              onDiscard: discardKept,
            }
          : null
      }
      problems={showProblems ? problems.map(problemItem) : []}
      onLoadNewest={() => void state.loadNewest(keepForLater)}
    >
      <Card size="small">
        <VariablesField value={draft.variables} used={used} onChange={(variables) => change({ ...draft, variables })} />
      </Card>
      <Segmented
        aria-label={f('builderEditor.viewMode')}
        value={view}
        options={[
          { value: 'arrange', label: f('builderEditor.view.arrange') },
          { value: 'preview', label: f('builderEditor.view.preview') },
        ]}
        onChange={(v) => setView(v as 'arrange' | 'preview')}
      />
      {view === 'arrange' ? (
        draft.panels.length ? (
          <PanelGrid panels={draft.panels} layout={draft.layout} onLayout={onLayout} onEdit={setEditing} onRemove={onRemovePanel} readOnly={readOnly} />
        ) : (
          <Typography.Paragraph type="secondary">{f('builderEditor.noPanels')}</Typography.Paragraph>
        )
      ) : pageSpec ? (
        <PageView spec={pageSpec} />
      ) : (
        <Typography.Paragraph type="secondary">{f('builderEditor.noPanels')}</Typography.Paragraph>
      )}
      <AddPanelModal open={adding} adding={addBusy} onAdd={(c) => void onAdd(c)} onCancel={() => setAdding(false)} />
      <PanelDrawer panel={editingPanel} variables={draft.variables} onChange={onPanel} onClose={() => setEditing(null)} />
      {pageId && <VersionsDrawer pageId={pageId} open={versionsOpen} onClose={() => setVersionsOpen(false)} onRestore={onRestore} readOnly={readOnly} />}
    </EditorFrame>
  );
}
