# Compares docs/screenshots/*.png in the working tree with the versions at a git revision.
import subprocess, sys, io, os
from PIL import Image, ImageChops
rev = sys.argv[1] if len(sys.argv) > 1 else 'HEAD'
os.chdir('/work/main')
out = []
for name in sorted(os.listdir('docs/screenshots')):
    if not name.endswith('.png'): continue
    try:
        old = subprocess.run(['git', 'show', f'{rev}:docs/screenshots/{name}'], capture_output=True, check=True).stdout
    except subprocess.CalledProcessError:
        out.append((name, 'new')); continue
    a = Image.open(io.BytesIO(old)).convert('RGB'); b = Image.open(f'docs/screenshots/{name}').convert('RGB')
    if a.size != b.size:
        out.append((name, f'size {a.size} -> {b.size}')); continue
    diff = ImageChops.difference(a, b)
    bbox = diff.getbbox()
    if not bbox: continue
    px = sum(1 for p in diff.getdata() if max(p) > 24)
    out.append((name, f'{px} px differ in {bbox}'))
for name, what in out: print(name, what)
print(len(out), 'differ')
