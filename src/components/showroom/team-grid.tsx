import { ResponsiveImage } from "@/components/media/responsive-image";
import type { TeamMember } from "@/content/team";
import { imageSizes } from "@/lib/images/sizes";

/**
 * The people, in 4:5 portraits with thin frames: four across on desktop, two on tablets, and on
 * phones a small portrait beside each bio so the page does not become a column of faces.
 */
export function TeamGrid({ team }: { team: readonly TeamMember[] }) {
  return (
    <ul className="grid grid-cols-1 gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-4 lg:gap-x-8">
      {team.map((member) => (
        <li key={member.id} className="grid grid-cols-[7rem_1fr] items-start gap-5 sm:block">
          <div className="relative aspect-[4/5] overflow-hidden border border-border bg-muted">
            <ResponsiveImage
              slot={member.portrait}
              alt={member.portraitAlt}
              sizes={imageSizes.teamPortrait}
              className="cover-image"
            />
          </div>
          <div>
            <h3 className="text-2xl sm:mt-5">{member.name}</h3>
            <p className="eyebrow mt-1">{member.role}</p>
            <p className="mt-3 text-sm text-muted-foreground">{member.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
