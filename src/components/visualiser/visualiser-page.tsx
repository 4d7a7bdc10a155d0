import { useTranslations } from "next-intl";

import { ConsultationButton } from "@/components/consultation/consultation-button";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import type { Product } from "@/content/catalog/product-schema";
import { products } from "@/content/catalog/products";
import { localizedSite } from "@/content/localized";
import { ClientMessages } from "@/i18n/client-messages";
import type { Locale } from "@/i18n/routing";
import { productPath, styleTitle } from "@/lib/catalog/lookups";
import { productRoomAlt } from "@/lib/catalog/product-image-alt";
import { localizedCrumbs, productCrumbs } from "@/lib/catalog/product-route";
import { imageSizes } from "@/lib/images/sizes";
import { productSlot } from "@/lib/images/slots";
import { wallTileImage } from "@/lib/images/wall-tiles";
import { JsonLd } from "@/lib/seo/json-ld";
import { breadcrumbStructuredData } from "@/lib/seo/structured-data";
import { paperChoices } from "@/lib/visualiser/paper-choices";
import { largestWebp } from "@/lib/visualiser/room-picture";
import { localizedVisualiserRooms } from "@/lib/visualiser/visualiser-locale";
import { paperFacts, visualiserPaper } from "@/lib/visualiser/visualiser-paper";

import { WallVisualiser } from "./wall-visualiser";
import type { PaperNodes, SampleRoom } from "./visualiser-types";

/** What a visitor without JavaScript sees in the stage: the paper in one of our rooms, and why. */
function NoScriptStage({ product, locale }: { product: Product; locale: Locale }) {
  const t = useTranslations("visualiser.page");
  return (
    <div className="relative size-full">
      <ResponsiveImage
        slot={productSlot(product.id, "room")}
        alt={productRoomAlt(product, locale)}
        sizes={imageSizes.visualiserStage}
        priority
        className="cover-image"
      />
      <noscript>
        <p className="absolute inset-x-0 bottom-0 bg-inverse/90 px-5 py-4 text-sm text-inverse-foreground sm:px-6">
          {t("noScript", { name: product.name })}
        </p>
      </noscript>
    </div>
  );
}

/**
 * The tool's page: the current paper and up to eleven others to try, the sample rooms, and the
 * pieces the server renders for each paper (swatch, breadcrumb, consultation button), so the
 * browser's code carries neither the catalog nor the image helpers.
 */
export function VisualiserPage({ product, locale }: { product: Product; locale: Locale }) {
  const t = useTranslations("visualiser.page");
  const tFacts = useTranslations("visualiser.facts");
  const choices = paperChoices(product, products);
  const papers = choices.map((choice) =>
    visualiserPaper(choice, productPath(choice), wallTileImage(choice), {
      style: styleTitle(choice.style, locale),
      facts: paperFacts(choice, tFacts),
    }),
  );
  const [first, ...rest] = papers;
  if (!first) return null;

  const paperNodes: Record<number, PaperNodes> = Object.fromEntries(
    choices.map((choice) => [
      choice.id,
      {
        swatch: (
          <ResponsiveImage
            slot={productSlot(choice.id, "swatch")}
            alt=""
            sizes={imageSizes.visualiserSwatch}
            className="cover-image"
          />
        ),
        breadcrumb: <Breadcrumb items={productCrumbs(choice, t("crumb"), locale)} />,
        send: (
          <ConsultationButton productName={choice.name} withPicture size="lg" className="w-full">
            {t("send")}
          </ConsultationButton>
        ),
      },
    ]),
  );

  const sampleRooms = localizedVisualiserRooms(locale);
  const rooms: SampleRoom[] = sampleRooms.map((room) => ({
    id: room.id,
    name: room.name,
    alt: room.alt,
    walls: room.walls,
    picture: largestWebp(room.slot),
  }));
  const roomThumbnails = Object.fromEntries(
    sampleRooms.map((room) => [
      room.id,
      <ResponsiveImage
        key={room.id}
        slot={room.slot}
        alt=""
        sizes={imageSizes.visualiserRoomThumbnail}
        className="cover-image"
      />,
    ]),
  );

  // Structured data carries full addresses, so its crumbs take the page's language's addresses.
  const crumbs = localizedCrumbs(productCrumbs(product, t("crumb"), locale), locale);

  return (
    <>
      <JsonLd data={breadcrumbStructuredData(crumbs)} />
      <ClientMessages namespaces={["visualiser"]}>
        <WallVisualiser
          papers={[first, ...rest]}
          rooms={rooms}
          paperNodes={paperNodes}
          roomThumbnails={roomThumbnails}
          fallback={<NoScriptStage product={product} locale={locale} />}
          siteName={localizedSite(locale).name}
        />
      </ClientMessages>
    </>
  );
}
