;; The search index's set operations over bitsets in one linear memory (bitset-arena.ts). Every
;; operation takes byte offsets and a byte length that is a multiple of 16 (a slot's padding is zero).
;; Counts use the processor's popcount (i64.popcnt): six times faster than the JavaScript loop at
;; 1,000,000 courses (docs/performance.md "Set operations in WebAssembly").
;; Regenerate bitset-ops-wasm.ts after a change: node --import tsx scripts/build-bitset-wasm.ts
(module
  (import "env" "memory" (memory 1))

  ;; out = a & b; returns the set bits of out.
  (func (export "andCount") (param $out i32) (param $a i32) (param $b i32) (param $bytes i32) (result i32)
    (local $i i32) (local $v i64) (local $n i64)
    (block $done (loop $next
      (br_if $done (i32.ge_u (local.get $i) (local.get $bytes)))
      (local.set $v (i64.and (i64.load (i32.add (local.get $a) (local.get $i))) (i64.load (i32.add (local.get $b) (local.get $i)))))
      (i64.store (i32.add (local.get $out) (local.get $i)) (local.get $v))
      (local.set $n (i64.add (local.get $n) (i64.popcnt (local.get $v))))
      (local.set $i (i32.add (local.get $i) (i32.const 8)))
      (br $next)))
    (i32.wrap_i64 (local.get $n)))

  ;; out = a & ~b; returns the set bits of out.
  (func (export "andNotCount") (param $out i32) (param $a i32) (param $b i32) (param $bytes i32) (result i32)
    (local $i i32) (local $v i64) (local $n i64)
    (block $done (loop $next
      (br_if $done (i32.ge_u (local.get $i) (local.get $bytes)))
      (local.set $v (i64.and (i64.load (i32.add (local.get $a) (local.get $i))) (i64.xor (i64.load (i32.add (local.get $b) (local.get $i))) (i64.const -1))))
      (i64.store (i32.add (local.get $out) (local.get $i)) (local.get $v))
      (local.set $n (i64.add (local.get $n) (i64.popcnt (local.get $v))))
      (local.set $i (i32.add (local.get $i) (i32.const 8)))
      (br $next)))
    (i32.wrap_i64 (local.get $n)))

  ;; The set bits of a.
  (func (export "count") (param $a i32) (param $bytes i32) (result i32)
    (local $i i32) (local $n i64)
    (block $done (loop $next
      (br_if $done (i32.ge_u (local.get $i) (local.get $bytes)))
      (local.set $n (i64.add (local.get $n) (i64.popcnt (i64.load (i32.add (local.get $a) (local.get $i))))))
      (local.set $i (i32.add (local.get $i) (i32.const 8)))
      (br $next)))
    (i32.wrap_i64 (local.get $n)))

  ;; out = a & b
  (func (export "and") (param $out i32) (param $a i32) (param $b i32) (param $bytes i32)
    (local $i i32)
    (block $done (loop $next
      (br_if $done (i32.ge_u (local.get $i) (local.get $bytes)))
      (v128.store (i32.add (local.get $out) (local.get $i))
        (v128.and (v128.load (i32.add (local.get $a) (local.get $i))) (v128.load (i32.add (local.get $b) (local.get $i)))))
      (local.set $i (i32.add (local.get $i) (i32.const 16)))
      (br $next))))

  ;; out = a | b
  (func (export "or") (param $out i32) (param $a i32) (param $b i32) (param $bytes i32)
    (local $i i32)
    (block $done (loop $next
      (br_if $done (i32.ge_u (local.get $i) (local.get $bytes)))
      (v128.store (i32.add (local.get $out) (local.get $i))
        (v128.or (v128.load (i32.add (local.get $a) (local.get $i))) (v128.load (i32.add (local.get $b) (local.get $i)))))
      (local.set $i (i32.add (local.get $i) (i32.const 16)))
      (br $next))))

  ;; out = a & ~b
  (func (export "andNot") (param $out i32) (param $a i32) (param $b i32) (param $bytes i32)
    (local $i i32)
    (block $done (loop $next
      (br_if $done (i32.ge_u (local.get $i) (local.get $bytes)))
      (v128.store (i32.add (local.get $out) (local.get $i))
        (v128.andnot (v128.load (i32.add (local.get $a) (local.get $i))) (v128.load (i32.add (local.get $b) (local.get $i)))))
      (local.set $i (i32.add (local.get $i) (i32.const 16)))
      (br $next))))
)
