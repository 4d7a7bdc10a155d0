import { ogImage } from "@/lib/images/urls";

/** The social card shared by the guide pages and the guide hub. */
export const guideOgImage = {
  ...ogImage("guide"),
  alt: "Wallpaper guides: choosing, measuring, hanging and caring for wallpaper",
};
