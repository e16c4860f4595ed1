#!/usr/bin/env bash
# Makes the demo recordings that are checked into the repository (run once; nothing is fetched at run time).
# Needs Debian's ffmpeg (apt-get install -y ffmpeg). Everything is synthetic: gradients, test patterns and tones.
#   VOD (public):   apps/web/public/demo/media/vod/      programme episodes (MP4 + one HLS rendition) and captions
#   short videos:   apps/web/public/demo/media/short/    vertical 9:16 clips
#   podcast:        apps/web/public/demo/media/podcast/  MP3 episodes (the feed's enclosures)
#   live (private): apps/server/media/live/{tv,radio}/   MPEG-TS segments the live module serves signed, in a
#                   sliding window computed from the wall clock (docs/media.md)
set -euo pipefail
cd "$(dirname "$0")/.."
WEB=apps/web/public/demo/media
LIVE=apps/server/media/live
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$WEB/vod" "$WEB/short" "$WEB/podcast" "$LIVE/tv" "$LIVE/radio"
q=(-hide_banner -loglevel error -y)
x264=(-c:v libx264 -profile:v main -preset veryslow -pix_fmt yuv420p -g 48 -keyint_min 48 -sc_threshold 0)

# Programme episodes: 20 s, 640×360, a gradient with the episode's name and a running time code; a soft chord.
colours=("0x0b3d91:0x1e88e5" "0x7b1fa2:0xf06292" "0x00695c:0x26a69a")
for n in 1 2 3; do
  c=${colours[$((n-1))]}
  ffmpeg "${q[@]}" -f lavfi -i "gradients=s=640x360:d=20:c0=${c%%:*}:c1=${c##*:}:speed=0.02:r=24" \
    -f lavfi -i "aevalsrc=0.12*sin(2*PI*220*t)+0.08*sin(2*PI*277*t)+0.06*sin(2*PI*330*t):s=44100:d=20" \
    -vf "drawtext=fontfile=$FONT:text='Demo programme · episode $n':fontcolor=white:fontsize=30:x=(w-tw)/2:y=h/2-40,drawtext=fontfile=$FONT:text='%{pts\:hms}':fontcolor=white@0.85:fontsize=22:x=(w-tw)/2:y=h/2+10" \
    "${x264[@]}" -b:v 220k -maxrate 260k -bufsize 520k -c:a aac -b:a 48k -ac 1 -movflags +faststart -shortest "$WEB/vod/episode-$n.mp4"
done
# The first episode also as HLS (4 s segments), so a programme page exercises the HLS player on demand.
mkdir -p "$WEB/vod/episode-1-hls"
ffmpeg "${q[@]}" -i "$WEB/vod/episode-1.mp4" -c copy -f hls -hls_time 4 -hls_playlist_type vod \
  -hls_segment_filename "$WEB/vod/episode-1-hls/seg-%03d.ts" "$WEB/vod/episode-1-hls/index.m3u8"

# Short videos: 10 s vertical 360×640.
shorts=("0xff7043:0xffca28" "0x1565c0:0x4dd0e1" "0x2e7d32:0xc0ca33" "0x4a148c:0xe91e63")
for n in 1 2 3 4; do
  c=${shorts[$((n-1))]}
  ffmpeg "${q[@]}" -f lavfi -i "gradients=s=360x640:d=10:c0=${c%%:*}:c1=${c##*:}:speed=0.05:r=24" \
    -f lavfi -i "sine=f=$((300 + n*60)):d=10:sample_rate=44100" \
    -vf "drawtext=fontfile=$FONT:text='Short $n':fontcolor=white:fontsize=40:x=(w-tw)/2:y=h/2-20" \
    "${x264[@]}" -b:v 160k -maxrate 200k -bufsize 400k -af "volume=0.15" -c:a aac -b:a 32k -ac 1 -movflags +faststart -shortest "$WEB/short/short-$n.mp4"
done

# Podcast episodes: 20 s of MP3 (mono, 32 kb/s): a slow arpeggio, a different key each.
for n in 1 2 3 4 5; do
  f=$((180 + n*20))
  ffmpeg "${q[@]}" -f lavfi -i "aevalsrc=0.2*sin(2*PI*$f*pow(1.26\,floor(mod(t\,2)*2))*t)*exp(-2*mod(t\,0.5)):s=22050:d=20" \
    -c:a libmp3lame -b:a 32k -ac 1 "$WEB/podcast/episode-$n.mp3"
done

# Live TV: 48 s in 6 s MPEG-TS segments, 426×240; the live playlist loops them by the clock.
ffmpeg "${q[@]}" -f lavfi -i "testsrc2=s=426x240:r=24:d=48" \
  -f lavfi -i "aevalsrc=0.1*sin(2*PI*(440+220*floor(mod(t\,6)/3))*t):s=44100:d=48" \
  -vf "drawtext=fontfile=$FONT:text='LIVE demo channel':fontcolor=white:box=1:boxcolor=black@0.5:fontsize=20:x=(w-tw)/2:y=16" \
  -c:v libx264 -profile:v main -preset veryslow -pix_fmt yuv420p -g 144 -keyint_min 144 -sc_threshold 0 -b:v 180k -maxrate 220k -bufsize 440k \
  -c:a aac -b:a 48k -ac 1 -f segment -segment_time 6 -segment_format mpegts -reset_timestamps 0 "$LIVE/tv/seg-%03d.ts"
# Live radio: 48 s of AAC in 6 s MPEG-TS segments.
ffmpeg "${q[@]}" -f lavfi -i "aevalsrc=0.15*sin(2*PI*(262+131*floor(mod(t\,4)))*t)*(0.6+0.4*sin(2*PI*0.5*t)):s=44100:d=48" \
  -c:a aac -b:a 48k -ac 1 -f segment -segment_time 6 -segment_format mpegts "$LIVE/radio/seg-%03d.ts"
rm -f "$LIVE/radio/seg-008.ts"  # the segmenter leaves a sliver past 48 s
du -sh "$WEB" "$LIVE"
