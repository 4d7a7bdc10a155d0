"use client";

import { Download } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSyncExternalStore } from "react";

import { buttonVariants } from "@/components/ui/button-variants";
import { LocalizedLink } from "@/components/ui/localized-link";
import { useLocale, useTranslations } from "@/i18n/client-intl";
import { offerConsultationPicture } from "@/lib/consultation/attached-picture";
import { localizePath } from "@/lib/i18n/localize-path";
import {
  brushRadius,
  defaultBrushPercent,
  maxBrushPercent,
  minBrushPercent,
} from "@/lib/visualiser/brush";
import type { Point, Quad } from "@/lib/visualiser/geometry";
import { pictureCaption, pictureFileName } from "@/lib/visualiser/picture-file";
import type { VisualiserPaper } from "@/lib/visualiser/visualiser-paper";
import { maxWalls, suggestedWall } from "@/lib/visualiser/wall-handles";
import {
  defaultWallHeightFeet,
  maxWallHeightFeet,
  minWallHeightFeet,
  parseWallHeightFeet,
  wallSummary,
} from "@/lib/visualiser/wall-scale";
import { zoomIn, zoomOut } from "@/lib/visualiser/zoom";
import { cx } from "@/lib/utils/cx";

import { NotAPictureError } from "./not-a-picture-error";
import type { TileLevels } from "./paper-tiles";
import { photoMarks } from "./photo-marks";
import type { PictureEngine, Quality, Scene } from "./picture-engine";
import type * as PictureToolsModule from "./picture-tools";
import {
  HeightField,
  ModeSwitch,
  PanelHeading,
  PaperPicker,
  PhotoPicker,
  quietButtonClass,
  RangeField,
  ViewControls,
  WallList,
} from "./visualiser-controls";
import { VisualiserStage } from "./visualiser-stage";
import type { PaperNodes, ToolMode, SampleRoom } from "./visualiser-types";

type Photo = {
  /** A new number for every photo, so effects know it changed. */
  key: number;
  width: number;
  height: number;
  /** The sample room's id, or null for the visitor's own photo. */
  room: string | null;
};

type LoadedTile = { src: string; levels: TileLevels };

type PictureTools = typeof PictureToolsModule;

/** Loaded once, on first use; later calls share the same import. */
const loadPictureTools = (): Promise<PictureTools> => import("./picture-tools");

const defaultShading = 70;
/** A full repaint slower than this is drawn as a draft first while the visitor adjusts. */
const fullFrameBudgetMs = 34;
/** How long the changes must pause before the full picture replaces the draft. */
const settleMs = 140;

const noSubscription = () => () => {};

/** false in the server's HTML, true once the page runs: the prompt below needs the script. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The `?height=` the calculator links with, read in the browser: the page itself is static. */
function useLinkedHeight(): string | null {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => "",
  );
  const feet = parseWallHeightFeet(new URLSearchParams(search).get("height"));
  return feet === null ? null : String(feet);
}

function cssVariable(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/**
 * "See it on your wall": a photo of the visitor's room (or a sample room), their walls marked with
 * four corners each, and the paper hung on them in perspective at its true scale. Everything is
 * computed here, in the browser; the photo leaves the device only if the visitor sends it.
 */
export function WallVisualiser({
  papers,
  rooms,
  paperNodes,
  roomThumbnails,
  fallback,
  siteName,
}: {
  /** The current paper first, then the ones offered instead. */
  papers: readonly [VisualiserPaper, ...VisualiserPaper[]];
  rooms: readonly SampleRoom[];
  paperNodes: Readonly<Record<number, PaperNodes>>;
  roomThumbnails: Readonly<Record<string, ReactNode>>;
  /** The server's picture, with the note for visitors without JavaScript. */
  fallback: ReactNode;
  siteName: string;
}) {
  const t = useTranslations("visualiser.tool");
  const tMeta = useTranslations("visualiser.meta");
  const tSummary = useTranslations("visualiser.summary");
  const tPicture = useTranslations("visualiser.picture");
  const locale = useLocale();
  const [paperId, setPaperId] = useState(papers[0].id);
  const paper = papers.find((p) => p.id === paperId) ?? papers[0];
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [walls, setWalls] = useState<readonly Quad[]>([]);
  const [selected, setSelected] = useState(0);
  const linkedHeight = useLinkedHeight();
  // Nothing is decoded or painted until the visitor picks a room or a photo: papering a room
  // keeps a phone's main thread busy for most of a second, which the page's load should not pay.
  const hydrated = useHydrated();
  const [typedHeight, setTypedHeight] = useState<string | null>(null);
  const [shading, setShading] = useState(defaultShading);
  const [mode, setMode] = useState<ToolMode>("corners");
  const [brushPercent, setBrushPercent] = useState(defaultBrushPercent);
  const [showOriginal, setShowOriginal] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [moving, setMoving] = useState(false);
  const [paintVersion, setPaintVersion] = useState(0);
  const [tile, setTile] = useState<LoadedTile | null>(null);
  const [tileError, setTileError] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [saving, setSaving] = useState(false);

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const engineRef = useRef<PictureEngine | null>(null);
  const loadToken = useRef(0);
  const awaitingReady = useRef(false);
  const lastFullMs = useRef(0);

  const heightText = typedHeight ?? linkedHeight ?? String(defaultWallHeightFeet);
  const parsedHeight = parseWallHeightFeet(heightText);
  const [lastHeight, setLastHeight] = useState(parsedHeight ?? defaultWallHeightFeet);
  if (parsedHeight !== null && parsedHeight !== lastHeight) setLastHeight(parsedHeight);
  const wallHeightFeet = parsedHeight ?? lastHeight;
  const heightError =
    parsedHeight === null
      ? t("heightError", { min: minWallHeightFeet, max: maxWallHeightFeet })
      : null;

  const summary = wallSummary(
    {
      productName: paper.name,
      wallHeightFeet,
      verticalRepeatInches: paper.verticalRepeatInches,
      mural: paper.mural,
    },
    tSummary,
  );

  const tileLevels = tile?.src === paper.tile.src ? tile.levels : null;
  const scene = useMemo<Scene>(
    () => ({
      walls,
      layout: paper.layout,
      tile: tileLevels,
      wallHeightFeet,
      shading: shading / 100,
      showOriginal,
    }),
    [walls, paper.layout, tileLevels, wallHeightFeet, shading, showOriginal],
  );
  const sceneRef = useRef(scene);

  const announce = useCallback((text: string) => setAnnouncement(text), []);

  // Made when the first room or photo opens; everything that paints runs after that.
  const engine = useCallback(() => {
    if (!engineRef.current) throw new Error("No room or photo has been opened yet.");
    return engineRef.current;
  }, []);

  // Nothing is left waiting for a frame once the tool is gone.
  useEffect(() => () => engineRef.current?.cancel(), []);

  useEffect(() => {
    sceneRef.current = scene;
    const canvas = canvasRef.current;
    if (!canvas || !photo) return;
    const painter = engine();
    painter.attach(canvas);
    canvas.dataset.painted = "pending";
    const paint = (quality: Quality) =>
      painter.request(scene, quality, (ms) => {
        canvas.dataset.painted = quality;
        if (quality !== "full") return;
        lastFullMs.current = ms;
        if (awaitingReady.current && scene.tile) {
          awaitingReady.current = false;
          performance.mark(photoMarks.drawn);
          performance.measure(photoMarks.ready, photoMarks.chosen, photoMarks.drawn);
        }
      });
    // While something moves, and on a slow device for every change, a draft at half the size
    // follows at once and the full picture comes when the changes pause.
    if (moving || (!awaitingReady.current && lastFullMs.current > fullFrameBudgetMs)) {
      paint("draft");
      if (moving) return;
      const timer = setTimeout(() => paint("full"), settleMs);
      return () => clearTimeout(timer);
    }
    paint("full");
  }, [engine, scene, moving, paintVersion, photo]);

  // The paper's tile: loaded once per paper, from the moment a room or photo is being opened.
  const needsTile = photo !== null || busy !== null;
  useEffect(() => {
    if (!needsTile) return;
    let current = true;
    loadPictureTools()
      .then((tools) => tools.loadTileLevels(paper.tile.src))
      .then(
        (levels) => {
          if (!current) return;
          setTile({ src: paper.tile.src, levels });
          setTileError(false);
        },
        () => {
          if (current) setTileError(true);
        },
      );
    return () => {
      current = false;
    };
  }, [paper.tile.src, needsTile]);

  const openPicture = useCallback(
    async (
      source: (tools: PictureTools) => Promise<Blob>,
      startWalls: readonly Quad[],
      room: string | null,
    ) => {
      const token = ++loadToken.current;
      for (const name of Object.values(photoMarks)) {
        performance.clearMarks(name);
        performance.clearMeasures(name);
      }
      performance.mark(photoMarks.chosen);
      setBusy(room ? t("openingRoom") : t("openingPhoto"));
      setPhotoError(null);
      try {
        const tools = await loadPictureTools();
        const bitmap = await tools.decodePicture(await source(tools));
        if (token !== loadToken.current) {
          bitmap.close();
          return;
        }
        performance.mark(photoMarks.decoded);
        performance.measure(photoMarks.decode, photoMarks.chosen, photoMarks.decoded);
        engineRef.current ??= new tools.PictureEngine();
        const size = engine().setPhoto(bitmap);
        // A sample room's wall is one plain paint: its furniture is found and kept in front.
        if (room) engine().keepByColour(startWalls);
        awaitingReady.current = true;
        setPhoto({ key: token, ...size, room });
        setWalls(startWalls.slice(0, maxWalls));
        setSelected(0);
        setShowOriginal(false);
        setZoom(1);
        setPaintVersion((version) => version + 1);
        announce(room ? t("roomReady") : t("photoReady"));
      } catch (error) {
        if (token !== loadToken.current) return;
        setPhotoError(error instanceof NotAPictureError ? t("notAPicture") : t("openFailed"));
      } finally {
        if (token === loadToken.current) setBusy(null);
      }
    },
    [announce, engine, t],
  );

  const picture = useCallback(async () => {
    const painter = engine();
    if (!painter.size) throw new Error("There is no photo yet.");
    const heading = document.querySelector("h1");
    const blob = await painter.picture(sceneRef.current, {
      text: pictureCaption(paper.name, siteName),
      font: heading ? getComputedStyle(heading).fontFamily : "Georgia, serif",
      background: cssVariable("--paper", "#fbf8f2"),
      foreground: cssVariable("--ink", "#26221e"),
    });
    return { blob, fileName: pictureFileName(paper.name, tPicture), description: summary };
  }, [engine, paper.name, siteName, summary, tPicture]);

  // The consultation dialog asks for the picture only when the visitor sends it.
  useEffect(() => {
    offerConsultationPicture(photo ? picture : null);
    return () => offerConsultationPicture(null);
  }, [photo, picture]);

  async function download() {
    if (saving) return;
    setSaving(true);
    try {
      const { blob, fileName } = await picture();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      announce(t("downloading", { fileName }));
    } catch {
      announce(t("pictureFailed"));
    } finally {
      setSaving(false);
    }
  }

  function choosePaper(next: VisualiserPaper) {
    if (next.id === paper.id) return;
    setPaperId(next.id);
    const query =
      parsedHeight !== null && parsedHeight !== defaultWallHeightFeet
        ? `?height=${parsedHeight}`
        : "";
    window.history.replaceState(
      window.history.state,
      "",
      localizePath(`${next.toolHref}${query}`, locale),
    );
    document.title = `${tMeta("title", { name: next.name })} | ${siteName}`;
    announce(t("paperOnWall", { name: next.name, brand: next.brand }));
  }

  function moveCorner(wall: number, quad: Quad) {
    setWalls((current) => current.map((q, index) => (index === wall ? quad : q)));
  }

  function addWall() {
    if (walls.length >= maxWalls) return;
    setWalls((current) => [...current, suggestedWall(current.length)]);
    setSelected(walls.length);
    setMode("corners");
    announce(t("wallAdded", { wall: walls.length + 1 }));
  }

  function removeWall(wall: number) {
    setWalls((current) => current.filter((_, index) => index !== wall));
    setSelected((current) =>
      Math.max(0, current > wall ? current - 1 : Math.min(current, walls.length - 2)),
    );
    announce(t("wallRemoved", { wall: wall + 1 }));
  }

  function paint(from: Point, to: Point, source: "pointer" | "keyboard") {
    const painter = engineRef.current;
    const size = painter?.size;
    if (!painter || !size) return;
    const value = mode === "paint" ? 255 : 0;
    painter.paint(from, to, brushRadius(brushPercent, size.width, size.height), value);
    setPaintVersion((version) => version + 1);
    if (source === "keyboard") announce(mode === "paint" ? t("paintedOut") : t("restored"));
  }

  function clearPaint() {
    engineRef.current?.clearPaint();
    setPaintVersion((version) => version + 1);
    announce(t("paperedAgain"));
  }

  const radius = photo ? brushRadius(brushPercent, photo.width, photo.height) : 0;
  const label = showOriginal ? t("canvasOriginal", { summary }) : t("canvasPreview", { summary });
  const nodes = paperNodes[paper.id];
  const ready = photo !== null;

  return (
    <div>
      <header className="mx-auto max-w-page px-5 pt-6 sm:px-8 lg:px-12 lg:pt-10">
        {nodes?.breadcrumb}
        <div className="mt-6 grid gap-4 lg:mt-8 lg:grid-cols-12 lg:items-end lg:gap-12">
          <div className="lg:col-span-7">
            <p className="eyebrow">{t("eyebrow")}</p>
            <h1 className="mt-3 text-4xl sm:text-5xl">{t("heading", { name: paper.name })}</h1>
          </div>
          <p className="max-w-prose text-muted-foreground sm:text-lg lg:col-span-5">{t("intro")}</p>
        </div>
      </header>

      <div className="mx-auto mt-8 grid max-w-page gap-10 px-5 pb-20 sm:px-8 lg:mt-10 lg:grid-cols-12 lg:items-start lg:gap-12 lg:px-12 lg:pb-28">
        <div className="min-w-0 lg:sticky lg:top-24 lg:col-span-8">
          <VisualiserStage
            size={photo}
            canvasRef={canvasRef}
            label={label}
            fallback={fallback}
            busy={busy ?? (ready && !tileLevels && !tileError ? t("loadingPaper") : null)}
            prompt={hydrated && !ready && !busy ? t("prompt") : null}
            walls={walls}
            selected={selected}
            mode={mode}
            zoom={zoom}
            brushRadius={radius}
            onSelectWall={setSelected}
            onMoveCorner={moveCorner}
            onPaint={paint}
            onMoving={setMoving}
            announce={announce}
          />
          <fieldset disabled={!ready} className="mt-4 min-w-0">
            <legend className="sr-only">{t("toolAndView")}</legend>
            <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
              <div className="md:w-96">
                <ModeSwitch mode={mode} onChange={setMode} />
              </div>
              <ViewControls
                showOriginal={showOriginal}
                onShowOriginal={setShowOriginal}
                zoom={zoom}
                onZoomIn={() => setZoom(zoomIn)}
                onZoomOut={() => setZoom(zoomOut)}
                onFit={() => setZoom(1)}
              />
            </div>
          </fieldset>
          <p
            aria-live="polite"
            className="mt-5 border-l-2 border-accent pl-4 font-display text-xl leading-snug text-foreground sm:text-2xl"
            data-visualiser-summary=""
          >
            {summary}
          </p>
          {tileError ? (
            <p role="alert" className="mt-3 text-sm text-destructive">
              {t("tileError")}
            </p>
          ) : null}
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </div>

        <div className="min-w-0 space-y-10 lg:col-span-4">
          <PhotoPicker
            rooms={rooms}
            thumbnails={roomThumbnails}
            currentRoom={photo?.room ?? null}
            onFile={(file) => void openPicture(async () => file, [suggestedWall(0)], null)}
            onRoom={(room) =>
              void openPicture((tools) => tools.fetchPicture(room.picture.src), room.walls, room.id)
            }
            onIntent={() => void loadPictureTools()}
            message={photoError}
          />

          <section
            aria-labelledby="visualiser-paper-title"
            className="space-y-8 border-t border-border pt-8"
          >
            <h2 id="visualiser-paper-title" className="sr-only">
              {t("paperTitle")}
            </h2>
            <div className="flex gap-4 border border-border bg-surface p-4">
              <div className="relative size-20 shrink-0 overflow-hidden bg-muted">
                {nodes?.swatch}
              </div>
              <div className="min-w-0">
                <p className="eyebrow">{paper.brand}</p>
                <p className="mt-1 font-display text-2xl leading-tight text-foreground">
                  {paper.name}
                </p>
                <p className="mt-1 text-sm text-muted-foreground">{paper.facts}</p>
                <LocalizedLink
                  href={paper.productHref}
                  className="mt-2 inline-flex min-h-6 items-center text-sm font-medium text-foreground underline decoration-accent/70 underline-offset-4 hover:decoration-foreground"
                >
                  {t("viewWallpaper")}
                </LocalizedLink>
              </div>
            </div>
            <PaperPicker
              papers={papers}
              currentId={paper.id}
              swatches={Object.fromEntries(papers.map((p) => [p.id, paperNodes[p.id]?.swatch]))}
              onChoose={choosePaper}
            />
          </section>

          <fieldset disabled={!ready} className="min-w-0 space-y-10 border-t border-border pt-8">
            <legend className="sr-only">{t("wallSettings")}</legend>
            <WallList
              walls={walls}
              selected={selected}
              onSelect={(wall) => {
                setSelected(wall);
                setMode("corners");
              }}
              onAdd={addWall}
              onRemove={removeWall}
            />
            <section aria-labelledby="visualiser-scale-title" className="space-y-6">
              <PanelHeading id="visualiser-scale-title">{t("scaleTitle")}</PanelHeading>
              <HeightField value={heightText} error={heightError} onChange={setTypedHeight} />
              <RangeField
                id="visualiser-shading"
                label={t("shading")}
                value={shading}
                min={0}
                max={100}
                step={5}
                valueText={`${shading}%`}
                hint={t("shadingHint")}
                onChange={setShading}
              />
            </section>
            <section aria-labelledby="visualiser-paint-title" className="space-y-4">
              <PanelHeading id="visualiser-paint-title">{t("paintTitle")}</PanelHeading>
              <p className="text-sm text-muted-foreground">{t("paintHelp")}</p>
              <RangeField
                id="visualiser-brush"
                label={t("brushSize")}
                value={brushPercent}
                min={minBrushPercent}
                max={maxBrushPercent}
                step={1}
                valueText={`${brushPercent}%`}
                onChange={setBrushPercent}
              />
              <button type="button" onClick={clearPaint} className={quietButtonClass}>
                {t("paperAgain")}
              </button>
            </section>
          </fieldset>

          <section
            aria-labelledby="visualiser-keep-title"
            className="space-y-4 border-t border-border pt-8"
          >
            <PanelHeading id="visualiser-keep-title">{t("keepTitle")}</PanelHeading>
            <div className="flex flex-col gap-3">
              <button
                type="button"
                onClick={() => void download()}
                disabled={!ready}
                aria-disabled={saving || undefined}
                className={cx(buttonVariants({ variant: "outline", size: "lg" }), "w-full")}
              >
                <Download aria-hidden="true" />
                {t("download")}
              </button>
              {nodes?.send}
            </div>
            <p className="text-sm text-muted-foreground">{t("sendNote")}</p>
          </section>
        </div>
      </div>
    </div>
  );
}
