import { products } from "../../src/content/catalog/products";

/** A half-drop paper, and the calculator query its product page links with. */
export const halfDropProduct = products.find((p) => p.details.match === "half-drop");

export const halfDropEstimateQuery = halfDropProduct
  ? `?rollWidth=27&rollLength=27&patternRepeat=25&match=half-drop&product=${halfDropProduct.id}`
  : "";
