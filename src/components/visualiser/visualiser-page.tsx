import { ConsultationButton } from "@/components/consultation/consultation-button";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import type { Product } from "@/content/catalog/product-schema";
import { products } from "@/content/catalog/products";
import { site } from "@/content/site";
import { visualiserRooms } from "@/content/visualiser-rooms";
import { productPath } from "@/lib/catalog/lookups";
import { productRoomAlt } from "@/lib/catalog/product-image-alt";
import { productSlot } from "@/lib/images/slots";
import { wallTileImage } from "@/lib/images/wall-tiles";
import { JsonLd } from "@/lib/seo/json-ld";
import { breadcrumbStructuredData } from "@/lib/seo/structured-data";
import { paperChoices } from "@/lib/visualiser/paper-choices";
import { productCrumbs } from "@/lib/catalog/product-route";
import { largestWebp } from "@/lib/visualiser/room-picture";
import { visualiserPaper } from "@/lib/visualiser/visualiser-paper";

import { WallVisualiser } from "./wall-visualiser";
import type { PaperNodes, SampleRoom } from "./visualiser-types";

/** What a visitor without JavaScript sees in the stage: the paper in one of our rooms, and why. */
function NoScriptStage({ product }: { product: Product }) {
  return (
    <div className="relative size-full">
      <ResponsiveImage
        slot={productSlot(product.id, "room")}
        alt={productRoomAlt(product)}
        sizes="(min-width: 1024px) 60vw, 100vw"
        priority
        className="absolute inset-0 size-full object-cover"
      />
      <noscript>
        <p className="absolute inset-x-0 bottom-0 bg-inverse/90 px-5 py-4 text-sm text-inverse-foreground sm:px-6">
          {`See it on your wall runs in your browser and needs JavaScript, which is turned off. Here is ${product.name} in one of our rooms; the product page has its full details.`}
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
export function VisualiserPage({ product }: { product: Product }) {
  const choices = paperChoices(product, products);
  const papers = choices.map((choice) =>
    visualiserPaper(choice, productPath(choice), wallTileImage(choice)),
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
            sizes="96px"
            className="absolute inset-0 size-full object-cover"
          />
        ),
        breadcrumb: <Breadcrumb items={productCrumbs(choice, "On your wall")} />,
        send: (
          <ConsultationButton productName={choice.name} withPicture size="lg" className="w-full">
            Send this picture with a consultation request
          </ConsultationButton>
        ),
      },
    ]),
  );

  const rooms: SampleRoom[] = visualiserRooms.map((room) => ({
    id: room.id,
    name: room.name,
    alt: room.alt,
    walls: room.walls,
    picture: largestWebp(room.slot),
  }));
  const roomThumbnails = Object.fromEntries(
    visualiserRooms.map((room) => [
      room.id,
      <ResponsiveImage
        key={room.id}
        slot={room.slot}
        alt=""
        sizes="(min-width: 1024px) 180px, 30vw"
        className="absolute inset-0 size-full object-cover"
      />,
    ]),
  );

  return (
    <>
      <JsonLd data={breadcrumbStructuredData(productCrumbs(product, "On your wall"))} />
      <WallVisualiser
        papers={[first, ...rest]}
        rooms={rooms}
        paperNodes={paperNodes}
        roomThumbnails={roomThumbnails}
        fallback={<NoScriptStage product={product} />}
        siteName={site.name}
      />
    </>
  );
}
