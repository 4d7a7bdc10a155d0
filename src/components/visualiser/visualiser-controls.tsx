import {
  Brush,
  Camera,
  Crosshair,
  Eraser,
  Eye,
  ImageUp,
  Plus,
  Scan,
  X,
  ZoomIn,
  ZoomOut,
} from "lucide-react";
import type { ChangeEvent, ReactNode } from "react";

import { buttonVariants } from "@/components/ui/button-variants";
import { useTranslations } from "@/i18n/client-intl";
import type { Quad } from "@/lib/visualiser/geometry";
import type { VisualiserPaper } from "@/lib/visualiser/visualiser-paper";
import { maxWalls, wallProblem } from "@/lib/visualiser/wall-handles";
import { maxWallHeightFeet, minWallHeightFeet } from "@/lib/visualiser/wall-scale";
import { maxZoom, minZoom, zoomLabel } from "@/lib/visualiser/zoom";
import { cx } from "@/lib/utils/cx";

import type { ToolMode, SampleRoom } from "./visualiser-types";

/** A quiet section heading inside the tool's panel. */
export function PanelHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2
      id={id}
      className="font-sans text-xs font-semibold tracking-eyebrow text-foreground uppercase"
    >
      {children}
    </h2>
  );
}

const modes: { value: ToolMode; icon: ReactNode }[] = [
  { value: "corners", icon: <Crosshair aria-hidden="true" /> },
  { value: "paint", icon: <Brush aria-hidden="true" /> },
  { value: "restore", icon: <Eraser aria-hidden="true" /> },
];

/** What the pointer (and the keyboard on the stage) does: move corners, paint out, restore. */
export function ModeSwitch({
  mode,
  onChange,
}: {
  mode: ToolMode;
  onChange: (mode: ToolMode) => void;
}) {
  const t = useTranslations("visualiser.controls");
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t("pointer")}</legend>
      <div className="flex divide-x divide-border-strong border border-border-strong bg-surface">
        {modes.map((option) => (
          <label key={option.value} className="segment">
            <input
              type="radio"
              name="visualiser-mode"
              value={option.value}
              checked={mode === option.value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
            />
            {option.icon}
            {t(`modes.${option.value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

// The tool's own small buttons (`.tool-button` in globals.css), not the shared variants: their
// colours would compete with a pressed state, and this code joins classes without resolving
// conflicts.
const smallButtonBase = "tool-button";

/** A button that stays pressed (Show original, the wall being adjusted). */
export function toggleButtonClass(pressed: boolean): string {
  return cx(
    smallButtonBase,
    "px-4",
    pressed
      ? "border-inverse bg-inverse text-inverse-foreground"
      : "border-border-strong bg-surface text-foreground hover:border-foreground/70 enabled:hover:bg-muted",
  );
}

const iconButton = cx(
  smallButtonBase,
  "size-11 border-border-strong bg-surface text-foreground enabled:hover:bg-muted",
);

/** An underlined text button for the lesser actions (Fit, Add a wall). */
export const quietButtonClass =
  "inline-flex min-h-11 items-center gap-2 font-sans text-xs font-semibold tracking-[0.04em] text-foreground underline decoration-border-strong decoration-1 underline-offset-[6px] select-none hover:decoration-foreground disabled:cursor-not-allowed disabled:text-muted-foreground disabled:no-underline [&_svg]:size-4 [&_svg]:shrink-0";

/** Before and after, and the zoom. */
export function ViewControls({
  showOriginal,
  onShowOriginal,
  zoom,
  onZoomIn,
  onZoomOut,
  onFit,
}: {
  showOriginal: boolean;
  onShowOriginal: (show: boolean) => void;
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
}) {
  const t = useTranslations("visualiser.controls");
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        aria-pressed={showOriginal}
        onClick={() => onShowOriginal(!showOriginal)}
        className={toggleButtonClass(showOriginal)}
      >
        <Eye aria-hidden="true" />
        {t("showOriginal")}
      </button>
      <div className="ml-auto flex items-center gap-1" role="group" aria-label={t("zoom")}>
        <button
          type="button"
          aria-label={t("zoomOut")}
          onClick={onZoomOut}
          disabled={zoom <= minZoom}
          className={iconButton}
        >
          <ZoomOut aria-hidden="true" />
        </button>
        <output
          aria-live="polite"
          className="w-12 text-center text-xs text-muted-foreground tabular-nums"
        >
          {zoomLabel(zoom)}
        </output>
        <button
          type="button"
          aria-label={t("zoomIn")}
          onClick={onZoomIn}
          disabled={zoom >= maxZoom}
          className={iconButton}
        >
          <ZoomIn aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={onFit}
          disabled={zoom === minZoom}
          className={cx(quietButtonClass, "ml-1 px-1.5")}
        >
          <Scan aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t("fit")}</span>
        </button>
      </div>
    </div>
  );
}

const fileLabelClass = cx(
  buttonVariants({ variant: "primary", size: "lg" }),
  "cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-3 has-focus-visible:outline-ring",
);

/** Where the picture comes from: the visitor's own photo, a new one, or a sample room. */
export function PhotoPicker({
  rooms,
  thumbnails,
  currentRoom,
  onFile,
  onRoom,
  onIntent,
  message,
}: {
  rooms: readonly SampleRoom[];
  thumbnails: Readonly<Record<string, ReactNode>>;
  currentRoom: string | null;
  onFile: (file: File) => void;
  onRoom: (room: SampleRoom) => void;
  /** The pointer or focus reached the choices: a moment to load what opening one needs. */
  onIntent: () => void;
  message: string | null;
}) {
  const t = useTranslations("visualiser.controls");
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same photo again still counts as a choice.
    event.target.value = "";
    if (file) onFile(file);
  }

  return (
    <section
      aria-labelledby="visualiser-photo-title"
      className="space-y-5"
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <PanelHeading id="visualiser-photo-title">{t("photoTitle")}</PanelHeading>
      <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
        <label className={cx(fileLabelClass, "sm:flex-1")}>
          <input
            type="file"
            accept="image/*"
            onChange={choose}
            aria-describedby="visualiser-privacy"
            className="sr-only"
          />
          <ImageUp aria-hidden="true" />
          {t("choosePhoto")}
        </label>
        {/* Phones and tablets open the camera; a desktop would only open the file picker again. */}
        <div className="hidden sm:flex-1 pointer-coarse:flex">
          <label
            className={cx(
              buttonVariants({ variant: "outline", size: "lg" }),
              "w-full cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-3 has-focus-visible:outline-ring",
            )}
          >
            <input
              type="file"
              accept="image/*"
              capture="environment"
              onChange={choose}
              aria-describedby="visualiser-privacy"
              className="sr-only"
            />
            <Camera aria-hidden="true" />
            {t("takePhoto")}
          </label>
        </div>
      </div>
      {message ? (
        <p
          role="alert"
          className="border-l-2 border-destructive bg-destructive-soft px-4 py-3 text-sm text-destructive"
        >
          {message}
        </p>
      ) : null}
      <p id="visualiser-privacy" className="text-sm text-muted-foreground">
        {t("privacy")}
      </p>
      <div>
        <p className="text-sm text-foreground">{t("orTryRoom")}</p>
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
          {rooms.map((room) => (
            <li key={room.id}>
              <button
                type="button"
                onClick={() => onRoom(room)}
                aria-pressed={currentRoom === room.id}
                aria-label={t("sampleRoom", { name: room.name })}
                className="group block w-full text-left"
              >
                <span className="relative block aspect-[4/3] overflow-hidden bg-muted outline-1 -outline-offset-1 outline-border group-aria-pressed:outline-2 group-aria-pressed:outline-offset-2 group-aria-pressed:outline-foreground">
                  {thumbnails[room.id]}
                </span>
                <span className="mt-1.5 block text-xs text-muted-foreground group-hover:text-foreground group-aria-pressed:text-foreground">
                  {room.name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The paper on the wall now, and the others to try on the same walls. */
export function PaperPicker({
  papers,
  currentId,
  swatches,
  onChoose,
}: {
  papers: readonly VisualiserPaper[];
  currentId: number;
  swatches: Readonly<Record<number, ReactNode>>;
  onChoose: (paper: VisualiserPaper) => void;
}) {
  const t = useTranslations("visualiser.controls");
  return (
    <section aria-labelledby="visualiser-papers-title">
      <PanelHeading id="visualiser-papers-title">{t("papersTitle")}</PanelHeading>
      <p className="mt-1.5 text-sm text-muted-foreground">{t("papersHint")}</p>
      <ul className="mt-4 grid grid-cols-4 gap-2.5">
        {papers.map((paper) => (
          <li key={paper.id}>
            <button
              type="button"
              aria-pressed={paper.id === currentId}
              aria-label={t("paper", { name: paper.name, brand: paper.brand })}
              title={paper.name}
              onClick={() => onChoose(paper)}
              className="group paper-choice"
            >
              {swatches[paper.id]}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The walls marked on the photo: choose one to adjust, add up to three, remove any. */
export function WallList({
  walls,
  selected,
  onSelect,
  onAdd,
  onRemove,
}: {
  walls: readonly Quad[];
  selected: number;
  onSelect: (wall: number) => void;
  onAdd: () => void;
  onRemove: (wall: number) => void;
}) {
  const t = useTranslations("visualiser.controls");
  const tHandles = useTranslations("visualiser.handles");
  const problems = walls.flatMap((quad, index) => {
    const problem = wallProblem(quad);
    return problem === null ? [] : [{ index, problem }];
  });
  return (
    <section aria-labelledby="visualiser-walls-title">
      <PanelHeading id="visualiser-walls-title">{t("wallsTitle")}</PanelHeading>
      <p className="mt-1.5 text-sm text-muted-foreground">{t("wallsHint")}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {walls.map((_, index) => (
          <li key={index} className="flex">
            <button
              type="button"
              aria-pressed={index === selected}
              onClick={() => onSelect(index)}
              className={toggleButtonClass(index === selected)}
            >
              {t("wall", { wall: index + 1 })}
            </button>
            <button
              type="button"
              aria-label={t("removeWall", { wall: index + 1 })}
              onClick={() => onRemove(index)}
              className={cx(iconButton, "-ml-px")}
            >
              <X aria-hidden="true" />
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={onAdd}
            disabled={walls.length >= maxWalls}
            className={cx(quietButtonClass, "px-2")}
          >
            <Plus aria-hidden="true" />
            {t("addWall")}
          </button>
        </li>
      </ul>
      {walls.length === 0 ? <p className="mt-3 text-sm text-foreground">{t("noWalls")}</p> : null}
      {problems.map((entry) => (
        <p key={entry.index} className="mt-3 text-sm font-medium text-destructive">
          {t("wallProblem", {
            wall: entry.index + 1,
            problem: tHandles(`problems.${entry.problem}`),
          })}
        </p>
      ))}
    </section>
  );
}

/** The wall's real height, which sets the pattern's scale. */
export function HeightField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const t = useTranslations("visualiser.controls");
  return (
    <div className="space-y-2">
      <label htmlFor="visualiser-height" className="block text-sm font-semibold text-foreground">
        {t("heightLabel")}
      </label>
      <input
        id="visualiser-height"
        type="number"
        inputMode="decimal"
        min={minWallHeightFeet}
        max={maxWallHeightFeet}
        step={0.5}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          error ? "visualiser-height-hint visualiser-height-error" : "visualiser-height-hint"
        }
        className={cx("field-control", "max-w-40 tabular-nums")}
      />
      <p id="visualiser-height-hint" className="text-xs text-muted-foreground">
        {t("heightHint")}
      </p>
      {error ? (
        <p id="visualiser-height-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A slider with its value beside the label. */
export function RangeField({
  id,
  label,
  value,
  min,
  max,
  step,
  valueText,
  hint,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  valueText: string;
  hint?: string;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-sm font-semibold text-foreground">
          {label}
        </label>
        <span aria-hidden="true" className="text-sm text-muted-foreground tabular-nums">
          {valueText}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={valueText}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-1 block h-11 w-full cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50"
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
