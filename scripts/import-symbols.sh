#!/usr/bin/env bash
# Imports the SF Symbol stand-ins from Debian's bootstrap-icons package (Bootstrap Icons, MIT) into
# Assets/Symbols/symbols.tsv, which Sources/Raster/SymbolLibrary.swift reads at run time, and lists
# the mapping in docs/symbols.md. Run by hand after changing the table below (`apt-get install -y
# bootstrap-icons` first); the build never runs it, so the generated files are checked in. Names SystemImage draws itself (heart, heart.fill, person,
# globe, plus, gear, checkmark, dumbbell, dumbbell.fill, fork.knife, figure.run, figure.walk,
# figure.strengthtraining.traditional) are left out: those keep their own drawings.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
svg_dir="${BOOTSTRAP_ICONS_SVG:-/usr/share/bootstrap-icons/svg}"
if [ ! -d "$svg_dir" ]; then
    echo "import-symbols: no $svg_dir; install the icons with: apt-get install -y bootstrap-icons" >&2
    exit 1
fi
version="$(dpkg-query -W -f='${Version}' bootstrap-icons 2>/dev/null || echo unknown)"

# SF Symbol name, then the Bootstrap icon drawn for it.
read -r -d '' mapping <<'TABLE' || true
play                            play
play.fill                       play-fill
pause                           pause
pause.fill                      pause-fill
stop                            stop
stop.fill                       stop-fill
forward                         fast-forward
forward.fill                    fast-forward-fill
backward                        rewind
backward.fill                   rewind-fill
forward.end                     skip-end
forward.end.fill                skip-end-fill
forward.end.alt                 skip-forward
backward.end                    skip-start
backward.end.fill               skip-start-fill
record.circle                   record-circle
play.circle                     play-circle
play.circle.fill                play-circle-fill
pause.circle                    pause-circle
pause.circle.fill               pause-circle-fill
stop.circle                     stop-circle
shuffle                         shuffle
repeat                          repeat
repeat.1                        repeat-1
repeat.circle                   repeat
star                            star
star.fill                       star-fill
star.leadinghalf.filled         star-half
star.slash                      star
sparkles                        stars
hand.thumbsup                   hand-thumbs-up
hand.thumbsup.fill              hand-thumbs-up-fill
hand.thumbsup.circle.fill       hand-thumbs-up-fill
face.smiling                    emoji-smile
bell                            bell
bell.fill                       bell-fill
bell.slash                      bell-slash
bell.slash.fill                 bell-slash-fill
bell.badge.fill                 bell-fill
gearshape                       gear
gearshape.fill                  gear-fill
gear.circle                     gear
house                           house
house.fill                      house-fill
person.fill                     person-fill
person.circle                   person-circle
person.2                        people
person.2.fill                   people-fill
person.badge.plus               person-plus
person.fill.badge.plus          person-plus-fill
person.crop.circle              person-circle
person.crop.circle.badge.xmark  person-x
person.crop.circle.badge.exclamationmark  person-exclamation
person.crop.circle.badge.questionmark  person-circle
person.crop.circle.fill.badge.checkmark  person-fill-check
person.badge.shield.checkmark   person-check
person.crop.square              person-square
person.crop.rectangle.fill      person-square
person.crop.rectangle.badge.plus.fill  person-fill-add
person.text.rectangle           person-vcard
person.2.circle                 people
magnifyingglass                 search
plus.magnifyingglass            zoom-in
qrcode                          qr-code
qrcode.viewfinder               qr-code-scan
minus                           dash-lg
xmark                           x-lg
chevron.left                    chevron-left
chevron.right                   chevron-right
chevron.up                      chevron-up
chevron.down                    chevron-down
chevron.backward                chevron-left
chevron.forward                 chevron-right
chevron.right.2                 chevron-double-right
chevron.forward.2               chevron-double-right
chevron.up.chevron.down         chevron-expand
arrow.left                      arrow-left
arrow.right                     arrow-right
arrow.up                        arrow-up
arrow.down                      arrow-down
arrow.backward                  arrow-left
arrow.forward                   arrow-right
arrow.up.right                  arrow-up-right
arrow.left.arrow.right          arrow-left-right
arrow.up.arrow.down             arrow-down-up
arrow.up.circle                 arrow-up-circle
arrow.down.circle               arrow-down-circle
arrow.left.circle               arrow-left-circle
arrow.right.circle              arrow-right-circle
arrow.up.circle.fill            arrow-up-circle-fill
arrow.down.circle.fill          arrow-down-circle-fill
arrow.up.right.square           arrow-up-right-square
arrow.clockwise                 arrow-clockwise
arrow.counterclockwise          arrow-counterclockwise
arrow.triangle.2.circlepath     arrow-repeat
arrow.circlepath                arrow-repeat
arrow.up.left.and.arrow.down.right  arrows-angle-expand
arrowshape.turn.up.backward     reply
arrowshape.down.fill            arrow-down
arrowtriangle.right.fill        caret-right-fill
power                           power
rectangle.portrait.and.arrow.right  box-arrow-right
lock                            lock
lock.fill                       lock-fill
lock.open                       unlock
lock.open.fill                  unlock-fill
lock.shield                     shield-lock
key                             key
key.fill                        key-fill
shield                          shield
shield.fill                     shield-fill
checkmark.seal                  patch-check
wifi                            wifi
wifi.slash                      wifi-off
moon                            moon
moon.fill                       moon-fill
moon.stars                      moon-stars
moon.stars.fill                 moon-stars-fill
sun.max                         sun
sun.max.fill                    sun-fill
sunrise                         sunrise
sunset                          sunset
cloud                           cloud
cloud.fill                      cloud-fill
cloud.rain                      cloud-rain
cloud.rain.fill                 cloud-rain-fill
cloud.drizzle                   cloud-drizzle
cloud.drizzle.fill              cloud-drizzle-fill
cloud.bolt                      cloud-lightning
cloud.snow                      cloud-snow
cloud.sun                       cloud-sun
cloud.sun.fill                  cloud-sun-fill
snowflake                       snow
wind                            wind
tornado                         tornado
thermometer                     thermometer
umbrella                        umbrella
bolt                            lightning
bolt.fill                       lightning-fill
flame                           fire
drop                            droplet
drop.fill                       droplet-fill
trash                           trash
trash.fill                      trash-fill
pencil                          pencil
pencil.tip                      vector-pen
touchid                         fingerprint
square.and.pencil               pencil-square
square.and.arrow.up             box-arrow-up
square.and.arrow.down           box-arrow-down
paperplane                      send
paperplane.fill                 send-fill
paperclip                       paperclip
link                            link-45deg
envelope                        envelope
envelope.fill                   envelope-fill
envelope.open                   envelope-open
phone                           telephone
phone.fill                      telephone-fill
bubble.left                     chat-left
bubble.left.fill                chat-left-fill
bubble.right                    chat-right
message                         chat
message.fill                    chat-fill
text.bubble                     chat-left-text
camera                          camera
camera.fill                     camera-fill
video                           camera-video
video.fill                      camera-video-fill
video.slash                     camera-video-off
photo                           image
photo.fill                      image-fill
photo.stack                     images
mic                             mic
mic.fill                        mic-fill
mic.slash                       mic-mute
speaker                         volume-off
speaker.fill                    volume-off-fill
speaker.wave.1                  volume-down
speaker.wave.1.fill             volume-down-fill
speaker.wave.2                  volume-up
speaker.wave.2.fill             volume-up-fill
speaker.wave.3                  volume-up
speaker.wave.3.fill             volume-up-fill
speaker.slash                   volume-mute
speaker.slash.fill              volume-mute-fill
music.note                      music-note
music.note.list                 music-note-list
headphones                      headphones
eye                             eye
eye.fill                        eye-fill
eye.slash                       eye-slash
bookmark                        bookmark
bookmark.fill                   bookmark-fill
book                            book
book.fill                       book-fill
book.closed                     journal
books.vertical                  journals
books.vertical.fill             journals
flag                            flag
flag.fill                       flag-fill
tag                             tag
tag.fill                        tag-fill
tag.slash.fill                  tag-fill
folder                          folder
folder.fill                     folder-fill
folder.badge.plus               folder-plus
doc                             file-earmark
doc.fill                        file-earmark-fill
doc.text                        file-earmark-text
doc.text.fill                   file-earmark-text-fill
doc.on.doc                      files
square.on.square                files
note                            sticky
note.text                       card-text
note.text.badge.plus            file-earmark-plus
list.bullet.rectangle.portrait.fill  file-text-fill
clipboard                       clipboard
tray                            inbox
tray.2                          inboxes
archivebox                      archive
printer                         printer
chart.bar                       bar-chart
chart.bar.fill                  bar-chart-fill
chart.bar.xaxis                 bar-chart-line
chart.xyaxis.line               graph-up
chart.pie                       pie-chart
calendar                        calendar
clock                           clock
clock.fill                      clock-fill
clock.arrow.circlepath          clock-history
deskclock.fill                  clock-fill
alarm                           alarm
stopwatch                       stopwatch
hourglass                       hourglass
cart                            cart
cart.fill                       cart-fill
cart.badge.plus                 cart-plus
bag                             bag
bag.fill                        bag-fill
briefcase                       briefcase
creditcard                      credit-card
creditcard.fill                 credit-card-fill
creditcard.trianglebadge.exclamationmark  credit-card
banknote                        cash
gift                            gift
giftcard                        gift
storefront                      shop
building.2                      buildings
map                             map
map.fill                        map-fill
mappin                          geo
mappin.and.ellipse              geo
location                        cursor
location.fill                   cursor-fill
airplane                        airplane
car                             car-front
car.fill                        car-front-fill
globe.americas                  globe-americas
globe.americas.fill             globe-americas
lightbulb                       lightbulb
lightbulb.fill                  lightbulb-fill
wrench                          wrench
hammer                          hammer
ruler.fill                      rulers
scissors                        scissors
swatchpalette                   palette2
keyboard                        keyboard
display                         display
desktopcomputer                 display
laptopcomputer                  laptop
iphone                          phone
iphone.gen3                     phone
ipad                            tablet
applewatch                      smartwatch
applewatch.slash                smartwatch
tv                              tv
tv.fill                         tv-fill
cpu                             cpu
battery.100                     battery-full
battery.50                      battery-half
battery.0                       battery
battery.100.bolt                battery-charging
ellipsis                        three-dots
ellipsis.circle                 three-dots
line.3.horizontal               list
line.horizontal.3               list
line.3.horizontal.circle.fill   list
line.3.horizontal.decrease      filter
line.3.horizontal.decrease.circle  filter-circle
line.3.horizontal.decrease.circle.fill  filter-circle-fill
list.bullet                     list-ul
list.number                     list-ol
checklist                       list-check
slider.horizontal.3             sliders
square.grid.2x2                 grid
square.grid.2x2.fill            grid-fill
square.grid.3x3                 grid-3x3-gap
square.grid.3x3.square          grid-3x3
rectangle.stack                 collection
rectangle.leadingthird.inset.filled  layout-sidebar-inset
rectangle.trailingthird.inset.filled  layout-sidebar-inset-reverse
rectangle.bottomthird.inset.filled  window-desktop
rectangle.inset.bottomtrailing.filled  pip
circle                          circle
circle.fill                     circle-fill
square                          square
square.fill                     square-fill
triangleshape.fill              triangle-fill
c.circle                        c-circle
1.square                        1-square
2.square                        2-square
3.square                        3-square
0.circle.fill                   0-circle-fill
0.square                        0-square
0.square.fill                   0-square-fill
1.circle.fill                   1-circle-fill
1.square.fill                   1-square-fill
2.circle.fill                   2-circle-fill
2.square.fill                   2-square-fill
3.circle                        3-circle
3.circle.fill                   3-circle-fill
3.square.fill                   3-square-fill
4.circle                        4-circle
4.circle.fill                   4-circle-fill
4.square                        4-square
4.square.fill                   4-square-fill
5.circle                        5-circle
5.circle.fill                   5-circle-fill
5.square                        5-square
5.square.fill                   5-square-fill
6.circle                        6-circle
6.circle.fill                   6-circle-fill
6.square                        6-square
6.square.fill                   6-square-fill
7.circle                        7-circle
7.circle.fill                   7-circle-fill
7.square                        7-square
7.square.fill                   7-square-fill
8.circle                        8-circle
8.circle.fill                   8-circle-fill
8.square                        8-square
8.square.fill                   8-square-fill
9.circle                        9-circle
9.circle.fill                   9-circle-fill
9.square                        9-square
9.square.fill                   9-square-fill
info.circle                     info-circle
info.circle.fill                info-circle-fill
exclamationmark.circle          exclamation-circle
exclamationmark.circle.fill     exclamation-circle-fill
exclamationmark.triangle        exclamation-triangle
exclamationmark.triangle.fill   exclamation-triangle-fill
questionmark                    question-lg
exclamationmark                 exclamation-lg
questionmark.circle             question-circle
questionmark.circle.fill        question-circle-fill
plus.circle                     plus-circle
plus.circle.fill                plus-circle-fill
minus.circle                    dash-circle
minus.circle.fill               dash-circle-fill
xmark.circle                    x-circle
xmark.circle.fill               x-circle-fill
xmark.square                    x-square
checkmark.circle                check-circle
checkmark.circle.fill           check-circle-fill
checkmark.square                check-square
checkmark.square.fill           check-square-fill
plus.square                     plus-square
plus.square.fill                plus-square-fill
plus.app                        plus-square
plus.app.fill                   plus-square-fill
plus.slash.minus                plus-slash-minus
square.stack.3d.up.slash.fill   layers-fill
square.stack.3d.forward.dottedline.fill layers-half
square.3.layers.3d.down.left.slash layers
sun.max.circle.fill             sun-fill
aqi.medium                      cloud-haze-fill
apple.logo                      apple
waterbottle.fill                droplet-fill
square.and.arrow.up.fill        box-arrow-up
arrowshape.left.circle.fill     arrow-left-circle-fill
tray.circle.fill                inbox-fill
toilet.fill                     badge-wc-fill
timer                           stopwatch
rectangle.topthird.inset.filled window
rectangle.inset.toptrailing.filled layout-sidebar-inset-reverse
rectangle.inset.topleading.filled layout-sidebar-inset
rectangle.inset.bottomleading.filled window-dock
popcorn.fill                    cup-straw
pills.fill                      capsule-pill
person.circle.fill              person-circle
paintbrush                      brush
moon.zzz.fill                   moon-stars-fill
location.north.fill             cursor-fill
leaf.fill                       tree-fill
info                            info-lg
figure.play                     activity
calendar.circle.fill            calendar-fill
apps.iphone                     phone
0.circle                        0-circle
scope                           bullseye
sparkle                         stars
pencil.circle.fill              pencil-fill
eyedropper                      eyedropper
doc.richtext                    file-richtext
clock.arrow.2.circlepath        clock-history
barometer                       speedometer
text.badge.xmark                x-square
sunset.fill                     sunset-fill
sunrise.fill                    sunrise-fill
square.stack.3d.up.slash        layers
music.house                     music-note-beamed
mouth.fill                      emoji-smile-fill
mappin.circle.fill              geo-alt-fill
location.slash                  geo-alt
film                            film
chevron.down.circle.fill        chevron-down
checkmark.seal.fill             patch-check-fill
camera.macro                    flower1
wineglass                       cup
wifi.exclamationmark            wifi-off
waveform                        soundwave
wand.and.stars.inverse          magic
tray.fill                       inbox-fill
trash.circle.fill               trash-fill
thermometer.medium              thermometer-half
thermometer.and.liquid.waves    thermometer-sun
text.quote                      quote
text.page.slash                 file-earmark-x
testtube.2                      eyedropper
syringe.fill                    eyedropper
swift                           code-slash
sun.horizon.fill                sunset-fill
storefront.fill                 shop
star.circle.fill                star-fill
star.circle                     star
square.3.layers.ed.down.left.slash layers
scalemass.fill                  speedometer2
rectangle.portrait.slash.fill   file-earmark-x-fill
rectangle.fill                  square-fill
questionmark.diamond            question-diamond
photo.badge.plus                image
person.crop.circle.fill         person-circle
person.crop.circle.badge.plus   person-plus
person.3.fill                   people-fill
person.3                        people
pencil.line                     pencil
number                          hash
multiply                        x-lg
location.slash.fill             geo-alt-fill
list.star                       list-stars
list.bullet.clipboard.fill      clipboard-check-fill
list.bullet.clipboard           clipboard-check
list.and.film                   film
link.circle                     link-45deg
keyboard.chevron.compact.down   keyboard
humidity                        moisture
heart.text.square               heart-pulse
flame.fill                      fire
doc.plaintext                   file-earmark-text
doc.circle.fill                 file-earmark-fill
characters.uppercase            type
camera.filters                  camera
calendar.badge.plus             calendar-plus
calendar.badge.exclamationmark  calendar-x
calendar.badge.clock            calendar-event
building.2.crop.circle.fill     building
arrow.clockwise.circle.fill     arrow-clockwise
applewatch.watchface            smartwatch
app.fill                        app
2.circle                        2-circle
1.circle                        1-circle
hands.clap.fill                 hand-thumbs-up-fill
arrow.2.squarepath              arrow-repeat
TABLE

MAPPING="$mapping" SVG_DIR="$svg_dir" VERSION="$version" ROOT="$root" python3 - <<'PYTHON'
import os
import re
import sys
import xml.etree.ElementTree as ET

svg_dir, version, root = os.environ["SVG_DIR"], os.environ["VERSION"], os.environ["ROOT"]
pairs = [line.split() for line in os.environ["MAPPING"].splitlines() if line.strip()]
NS = "{http://www.w3.org/2000/svg}"


def number(text):
    # Shortest text that reads back as the same value, without a trailing ".0".
    value = float(text)
    return ("%.6g" % value) if value != int(value) else str(int(value))


def layers(path):
    """Each filled shape of the icon as (path data, fill rule), in drawing order."""
    svg = ET.parse(path).getroot()
    found = []
    for element in svg.iter():
        tag = element.tag.replace(NS, "")
        rule = "evenOdd" if element.get("fill-rule") == "evenodd" else "nonZero"
        if tag == "path":
            # Collapse runs of white space; the data is otherwise kept exactly as drawn.
            found.append((re.sub(r"\s+", " ", element.get("d").strip()), rule))
        elif tag == "circle":
            cx, cy, r = (float(element.get(k, "0")) for k in ("cx", "cy", "r"))
            # Two half-circle arcs from the leftmost point.
            found.append((
                f"M{number(cx - r)} {number(cy)}a{number(r)} {number(r)} 0 1 0 {number(2 * r)} 0"
                f"a{number(r)} {number(r)} 0 1 0 {number(-2 * r)} 0z", rule))
        elif tag == "rect":
            x, y, w, h = (float(element.get(k, "0")) for k in ("x", "y", "width", "height"))
            if element.get("rx") or element.get("ry"):
                sys.exit(f"import-symbols: {path}: rounded <rect> is not supported")
            found.append((f"M{number(x)} {number(y)}h{number(w)}v{number(h)}h{number(-w)}z", rule))
        elif tag not in ("svg", "title", "desc"):
            sys.exit(f"import-symbols: {path}: <{tag}> is not supported")
    view_box = [float(v) for v in svg.get("viewBox").replace(",", " ").split()]
    return view_box, found


entries = []
for sf_name, bootstrap_name in pairs:
    path = os.path.join(svg_dir, bootstrap_name + ".svg")
    if not os.path.exists(path):
        sys.exit(f"import-symbols: {path} does not exist (is bootstrap-icons {version} installed?)")
    entries.append((sf_name, bootstrap_name, *layers(path)))

names = [e[0] for e in entries]
if len(set(names)) != len(names):
    sys.exit("import-symbols: an SF name appears twice in the table")

# One line a symbol, then one a layer: tab-separated, so a changed icon is a changed line in a diff.
# The loader (Sources/Raster/SymbolLibrary.swift) reads exactly this; the header says how.
out = [
    "# Generated by scripts/import-symbols.sh: do not edit by hand, change the script's table and run it.",
    "# The drawings are Bootstrap Icons (https://icons.getbootstrap.com), Debian package bootstrap-icons",
    f"# {version}, © The Bootstrap Authors, MIT licence: see Assets/Symbols/LICENSE.md.",
    "#",
    "# SF Symbol names and the Bootstrap icon drawn for each, as SVG path data in the icon's view box,",
    "# read by Sources/Raster/SymbolLibrary.swift when the first symbol is drawn. Fields are separated by",
    "# one tab. A symbol line starts an icon; each layer line after it is a filled shape of that icon, in",
    "# drawing order. Lines starting with # and empty lines are skipped.",
    "#",
    "#   symbol  SF Symbol name  Bootstrap icon  view box (min x, min y, width, height)",
    "#   layer   fill rule (nonZero or evenOdd)  SVG path data",
]
for sf_name, bootstrap_name, view_box, found in sorted(entries):
    box = " ".join(number(v) for v in view_box)
    out.append(f"symbol\t{sf_name}\t{bootstrap_name}\t{box}")
    for data, rule in found:
        # The data's white space is already collapsed to single spaces: no tab or line break is left.
        out.append(f"layer\t{rule}\t{data}")
library = os.path.join(root, "Assets/Symbols/symbols.tsv")
with open(library, "w") as f:
    f.write("\n".join(out) + "\n")

doc = [
    "# SF Symbol names Neumorph draws",
    "",
    "`Image(systemName:)`, `Label(_:systemImage:)` and `Button(_:systemImage:)` draw the names below,",
    "sized like the font around them (a box 1.1 em tall, as SF Symbols at body size), filled in the",
    "foreground colour. Thirteen are Neumorph's own drawings, hinted stroke by stroke",
    "(`Sources/Raster/HandDrawnSymbol.swift`): `heart`, `heart.fill`, `person`, `globe`, `plus`, `gear`,",
    "`checkmark`, and, for fitness and food apps, `dumbbell`, `dumbbell.fill`, `fork.knife`, `figure.run`,",
    "`figure.walk` and `figure.strengthtraining.traditional`. The others are icons of",
    "[Bootstrap Icons](https://icons.getbootstrap.com), Debian",
    f"package bootstrap-icons {version}, MIT licence (`Assets/Symbols/LICENSE.md`), imported by",
    "`scripts/import-symbols.sh` into `Assets/Symbols/symbols.tsv` (a line for each symbol and each of",
    "its layers, SVG path data), which Neumorph reads when it first draws a symbol; the script also",
    "writes this page. Each is fitted by its 16-unit view box (so a play triangle keeps its margins)",
    "onto whole device pixels.",
    "",
    "SF Symbols' enclosed and crossed-out variants are made from the glyph where the set has none of their own:",
    "`X.circle.fill` (and `X.square.fill`) is a disc (a rounded square) with the glyph cut out of it, `X.circle` (and",
    "`X.square`) a ring around the glyph, `X.slash` the glyph with a stroke across it (`Sources/Raster/EnclosedSymbol.swift`):",
    "for a name missing below whose glyph is listed (`ellipsis.circle`), and for a listed name whose Bootstrap icon",
    "is the bare glyph (`tray.circle.fill`, drawn from `inbox-fill`). `.symbolVariant(.fill)`, `.circle` and `.square`",
    "pick those names, and a tab bar's icons are drawn filled, as iOS draws them.",
    "",
    "An `Image(systemName:)` of a name not listed (nor made as above) draws a placeholder, a rounded square broken in the",
    "middle of each side with a question mark inside, and the file's notes name the symbol and its",
    "line. All the symbols side by side, at 2×: `Tests/RasterTests/Goldens/symbols/contact-sheet.png`.",
    "",
    "If `symbols.tsv` is missing or damaged, one line on standard error names the file (and the first",
    "bad line); the icons it could not read then draw the placeholder, and the thirteen hand-drawn",
    "symbols draw as ever.",
    "",
    f"{len(entries)} library symbols:",
    "",
    "| SF Symbol | Bootstrap icon |",
    "| --- | --- |",
]
doc += [f"| `{sf}` | `{bs}` |" for sf, bs, _, _ in sorted(entries)]
with open(os.path.join(root, "docs/symbols.md"), "w") as f:
    f.write("\n".join(doc) + "\n")
print(f"import-symbols: {len(entries)} symbols from bootstrap-icons {version}")
PYTHON
