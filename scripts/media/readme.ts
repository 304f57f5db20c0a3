// Part of scripts/generate-media.ts: public/media/README.md.

import { writeText } from "./common.ts";

export function writeReadme(): void {
  writeText(
    "README.md",
    `# public/media

Every file here is generated artwork (no photos, no real logos): it is written
by \`scripts/generate-media.ts\`, which draws SVG scenes, renders them with
sharp and encodes the clips with ffmpeg. Do not edit the files by hand.

Re-run after changing the script or the demo fleet (\`app/catalog/demo-catalog.json\`):

    npm run media                    # package.json: "media": "node scripts/generate-media.ts"
    npx node scripts/generate-media.ts --no-video          # images only
    npx node scripts/generate-media.ts --only=hero,yacht   # some sections

Use the project's Node 24 (\`npx node\` or \`npm run\`), which runs the
TypeScript directly. Sections: brand, placeholder, og, hero, yacht,
vehicles (one original per path in \`DEMO_IMAGE_PATHS\`; stale ones are removed),
posters (each clip's first frame), video, readme.

One original per picture (JPEG; the brand wordmarks and placeholders stay as
they are): the site serves every photo through its picture pipeline, which
makes the widths and formats a page asks for, so no copies live here.

Needs sharp (a dev dependency) and, for the \`.mp4\` clips, \`ffmpeg\` on PATH.
The output is deterministic, so an unchanged script rewrites identical files.

These are demo originals. In production the same paths live in the Supabase
Storage \`media\` bucket.
`,
  );
}
