
; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define float @_Z2mmPKfS0_iiii(ptr nocapture readonly %A, ptr nocapture readonly %B, i32 %N, i32 %K, i32 %row, i32 %col) local_unnamed_addr #0 {
entry:
  %cmp18 = icmp sgt i32 %K, 0
  br i1 %cmp18, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %entry
  %mul = mul nsw i32 %row, %K
  %xtraiter = and i32 %K, 3
  %0 = icmp ult i32 %K, 4
  br i1 %0, label %for.end.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %K, 2147483644
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %k.020 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %acc.019 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add12.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add = add nsw i32 %k.020, %mul
  %conv = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %conv
  %1 = load float, ptr %arrayidx, align 4
  %mul7 = mul nsw i32 %k.020, %N
  %add8 = add nsw i32 %mul7, %col
  %conv9 = sext i32 %add8 to i64
  %arrayidx10 = getelementptr inbounds float, ptr %B, i64 %conv9
  %2 = load float, ptr %arrayidx10, align 4
  %mul11 = fmul contract float %1, %2
  %add12 = fadd contract float %acc.019, %mul11
  %inc = or disjoint i32 %k.020, 1
  %add.1 = add nsw i32 %inc, %mul
  %conv.1 = sext i32 %add.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %A, i64 %conv.1
  %3 = load float, ptr %arrayidx.1, align 4
  %mul7.1 = mul nsw i32 %inc, %N
  %add8.1 = add nsw i32 %mul7.1, %col
  %conv9.1 = sext i32 %add8.1 to i64
  %arrayidx10.1 = getelementptr inbounds float, ptr %B, i64 %conv9.1
  %4 = load float, ptr %arrayidx10.1, align 4
  %mul11.1 = fmul contract float %3, %4
  %add12.1 = fadd contract float %add12, %mul11.1
  %inc.1 = or disjoint i32 %k.020, 2
  %add.2 = add nsw i32 %inc.1, %mul
  %conv.2 = sext i32 %add.2 to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %A, i64 %conv.2
  %5 = load float, ptr %arrayidx.2, align 4
  %mul7.2 = mul nsw i32 %inc.1, %N
  %add8.2 = add nsw i32 %mul7.2, %col
  %conv9.2 = sext i32 %add8.2 to i64
  %arrayidx10.2 = getelementptr inbounds float, ptr %B, i64 %conv9.2
  %6 = load float, ptr %arrayidx10.2, align 4
  %mul11.2 = fmul contract float %5, %6
  %add12.2 = fadd contract float %add12.1, %mul11.2
  %inc.2 = or disjoint i32 %k.020, 3
  %add.3 = add nsw i32 %inc.2, %mul
  %conv.3 = sext i32 %add.3 to i64
  %arrayidx.3 = getelementptr inbounds float, ptr %A, i64 %conv.3
  %7 = load float, ptr %arrayidx.3, align 4
  %mul7.3 = mul nsw i32 %inc.2, %N
  %add8.3 = add nsw i32 %mul7.3, %col
  %conv9.3 = sext i32 %add8.3 to i64
  %arrayidx10.3 = getelementptr inbounds float, ptr %B, i64 %conv9.3
  %8 = load float, ptr %arrayidx10.3, align 4
  %mul11.3 = fmul contract float %7, %8
  %add12.3 = fadd contract float %add12.2, %mul11.3
  %inc.3 = add nuw nsw i32 %k.020, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.lr.ph
  %add12.lcssa.ph = phi float [ poison, %for.body.lr.ph ], [ %add12.3, %for.body ]
  %k.020.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %acc.019.unr = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add12.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil

for.body.epil:                                    ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil
  %k.020.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.020.unr, %for.end.loopexit.unr-lcssa ]
  %acc.019.epil = phi float [ %add12.epil, %for.body.epil ], [ %acc.019.unr, %for.end.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.end.loopexit.unr-lcssa ]
  %add.epil = add nsw i32 %k.020.epil, %mul
  %conv.epil = sext i32 %add.epil to i64
  %arrayidx.epil = getelementptr inbounds float, ptr %A, i64 %conv.epil
  %9 = load float, ptr %arrayidx.epil, align 4
  %mul7.epil = mul nsw i32 %k.020.epil, %N
  %add8.epil = add nsw i32 %mul7.epil, %col
  %conv9.epil = sext i32 %add8.epil to i64
  %arrayidx10.epil = getelementptr inbounds float, ptr %B, i64 %conv9.epil
  %10 = load float, ptr %arrayidx10.epil, align 4
  %mul11.epil = fmul contract float %9, %10
  %add12.epil = fadd contract float %acc.019.epil, %mul11.epil
  %inc.epil = add nuw nsw i32 %k.020.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !5

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add12.lcssa.ph, %for.end.loopexit.unr-lcssa ], [ %add12.epil, %for.body.epil ]
  ret float %acc.0.lcssa
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define i32 @_Z4downPKii(ptr nocapture readonly %a, i32 %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %0 = add nsw i32 %n, -1
  %1 = udiv i32 %0, 3
  %2 = add nuw nsw i32 %1, 1
  %xtraiter = and i32 %2, 3
  %3 = icmp ult i32 %n, 10
  br i1 %3, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %2, 2147483644
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %i.09 = phi i32 [ %n, %for.body.preheader.new ], [ %sub.3, %for.body ]
  %s.08 = phi i32 [ 0, %for.body.preheader.new ], [ %add.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %conv = zext nneg i32 %i.09 to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %conv
  %4 = load i32, ptr %arrayidx, align 4
  %mul = mul nsw i32 %4, %i.09
  %add = add nsw i32 %mul, %s.08
  %sub = add nsw i32 %i.09, -3
  %conv.1 = zext nneg i32 %sub to i64
  %arrayidx.1 = getelementptr inbounds i32, ptr %a, i64 %conv.1
  %5 = load i32, ptr %arrayidx.1, align 4
  %mul.1 = mul nsw i32 %5, %sub
  %add.1 = add nsw i32 %mul.1, %add
  %sub.1 = add nsw i32 %i.09, -6
  %conv.2 = zext nneg i32 %sub.1 to i64
  %arrayidx.2 = getelementptr inbounds i32, ptr %a, i64 %conv.2
  %6 = load i32, ptr %arrayidx.2, align 4
  %mul.2 = mul nsw i32 %6, %sub.1
  %add.2 = add nsw i32 %mul.2, %add.1
  %sub.2 = add nsw i32 %i.09, -9
  %conv.3 = zext nneg i32 %sub.2 to i64
  %arrayidx.3 = getelementptr inbounds i32, ptr %a, i64 %conv.3
  %7 = load i32, ptr %arrayidx.3, align 4
  %mul.3 = mul nsw i32 %7, %sub.2
  %add.3 = add nsw i32 %mul.3, %add.2
  %sub.3 = add nsw i32 %i.09, -12
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3.not = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3.not, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %add.lcssa.ph = phi i32 [ poison, %for.body.preheader ], [ %add.3, %for.body ]
  %i.09.unr = phi i32 [ %n, %for.body.preheader ], [ %sub.3, %for.body ]
  %s.08.unr = phi i32 [ 0, %for.body.preheader ], [ %add.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil

for.body.epil:                                    ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil
  %i.09.epil = phi i32 [ %sub.epil, %for.body.epil ], [ %i.09.unr, %for.end.loopexit.unr-lcssa ]
  %s.08.epil = phi i32 [ %add.epil, %for.body.epil ], [ %s.08.unr, %for.end.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.end.loopexit.unr-lcssa ]
  %conv.epil = zext nneg i32 %i.09.epil to i64
  %arrayidx.epil = getelementptr inbounds i32, ptr %a, i64 %conv.epil
  %8 = load i32, ptr %arrayidx.epil, align 4
  %mul.epil = mul nsw i32 %8, %i.09.epil
  %add.epil = add nsw i32 %mul.epil, %s.08.epil
  %sub.epil = add nsw i32 %i.09.epil, -3
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !7

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add.lcssa.ph, %for.end.loopexit.unr-lcssa ], [ %add.epil, %for.body.epil ]
  ret i32 %s.0.lcssa
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define i64 @_Z7stridedPKiiii(ptr nocapture readonly %a, i32 %lo, i32 %hi, i32 %st) local_unnamed_addr #0 {
entry:
  %invariant.gep = getelementptr i8, ptr %a, i64 4
  %cmp.not12 = icmp eq i32 %lo, %hi
  br i1 %cmp.not12, label %for.end, label %for.body

for.body:                                         ; preds = %entry, %for.body
  %i.014 = phi i32 [ %add7, %for.body ], [ %lo, %entry ]
  %s.013 = phi i64 [ %add6, %for.body ], [ 0, %entry ]
  %mul = mul nsw i32 %i.014, %st
  %0 = sext i32 %mul to i64
  %gep = getelementptr i32, ptr %invariant.gep, i64 %0
  %1 = load i32, ptr %gep, align 4
  %conv5 = sext i32 %1 to i64
  %add6 = add nsw i64 %s.013, %conv5
  %add7 = add nsw i32 %i.014, %st
  %cmp.not = icmp eq i32 %add7, %hi
  br i1 %cmp.not, label %for.end, label %for.body

for.end:                                          ; preds = %for.body, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %add6, %for.body ]
  ret i64 %s.0.lcssa
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define i32 @_Z6nestedPKiii(ptr nocapture readonly %a, i32 %n, i32 %m) local_unnamed_addr #0 {
entry:
  %cmp23 = icmp sgt i32 %n, 0
  br i1 %cmp23, label %for.cond4.preheader.lr.ph, label %for.end

for.cond4.preheader.lr.ph:                        ; preds = %entry
  %cmp820 = icmp sgt i32 %m, 0
  %xtraiter = and i32 %m, 3
  %0 = icmp ult i32 %m, 4
  %unroll_iter = and i32 %m, 2147483644
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br label %for.cond4.preheader

for.cond4.preheader:                              ; preds = %for.cond4.preheader.lr.ph, %for.end7
  %i.025 = phi i32 [ 0, %for.cond4.preheader.lr.ph ], [ %inc11, %for.end7 ]
  %s.024 = phi i32 [ 0, %for.cond4.preheader.lr.ph ], [ %s.1.lcssa, %for.end7 ]
  br i1 %cmp820, label %for.body5.lr.ph, label %for.end7

for.body5.lr.ph:                                  ; preds = %for.cond4.preheader
  %mul = mul nuw nsw i32 %i.025, %m
  br i1 %0, label %for.end7.loopexit.unr-lcssa, label %for.body5

for.body5:                                        ; preds = %for.body5.lr.ph, %for.body5
  %j.022 = phi i32 [ %inc.3, %for.body5 ], [ 0, %for.body5.lr.ph ]
  %s.121 = phi i32 [ %add10.3, %for.body5 ], [ %s.024, %for.body5.lr.ph ]
  %niter = phi i32 [ %niter.next.3, %for.body5 ], [ 0, %for.body5.lr.ph ]
  %add = add nuw nsw i32 %j.022, %mul
  %conv = zext nneg i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %conv
  %1 = load i32, ptr %arrayidx, align 4
  %sub = sub nsw i32 %j.022, %i.025
  %mul9 = mul nsw i32 %1, %sub
  %add10 = add nsw i32 %mul9, %s.121
  %inc = or disjoint i32 %j.022, 1
  %add.1 = add nuw nsw i32 %inc, %mul
  %conv.1 = zext nneg i32 %add.1 to i64
  %arrayidx.1 = getelementptr inbounds i32, ptr %a, i64 %conv.1
  %2 = load i32, ptr %arrayidx.1, align 4
  %sub.1 = sub nsw i32 %inc, %i.025
  %mul9.1 = mul nsw i32 %2, %sub.1
  %add10.1 = add nsw i32 %mul9.1, %add10
  %inc.1 = or disjoint i32 %j.022, 2
  %add.2 = add nuw nsw i32 %inc.1, %mul
  %conv.2 = zext nneg i32 %add.2 to i64
  %arrayidx.2 = getelementptr inbounds i32, ptr %a, i64 %conv.2
  %3 = load i32, ptr %arrayidx.2, align 4
  %sub.2 = sub nsw i32 %inc.1, %i.025
  %mul9.2 = mul nsw i32 %3, %sub.2
  %add10.2 = add nsw i32 %mul9.2, %add10.1
  %inc.2 = or disjoint i32 %j.022, 3
  %add.3 = add nuw nsw i32 %inc.2, %mul
  %conv.3 = zext nneg i32 %add.3 to i64
  %arrayidx.3 = getelementptr inbounds i32, ptr %a, i64 %conv.3
  %4 = load i32, ptr %arrayidx.3, align 4
  %sub.3 = sub nsw i32 %inc.2, %i.025
  %mul9.3 = mul nsw i32 %4, %sub.3
  %add10.3 = add nsw i32 %mul9.3, %add10.2
  %inc.3 = add nuw nsw i32 %j.022, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.end7.loopexit.unr-lcssa, label %for.body5

for.end7.loopexit.unr-lcssa:                      ; preds = %for.body5, %for.body5.lr.ph
  %add10.lcssa.ph = phi i32 [ poison, %for.body5.lr.ph ], [ %add10.3, %for.body5 ]
  %j.022.unr = phi i32 [ 0, %for.body5.lr.ph ], [ %inc.3, %for.body5 ]
  %s.121.unr = phi i32 [ %s.024, %for.body5.lr.ph ], [ %add10.3, %for.body5 ]
  br i1 %lcmp.mod.not, label %for.end7, label %for.body5.epil

for.body5.epil:                                   ; preds = %for.end7.loopexit.unr-lcssa, %for.body5.epil
  %j.022.epil = phi i32 [ %inc.epil, %for.body5.epil ], [ %j.022.unr, %for.end7.loopexit.unr-lcssa ]
  %s.121.epil = phi i32 [ %add10.epil, %for.body5.epil ], [ %s.121.unr, %for.end7.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body5.epil ], [ 0, %for.end7.loopexit.unr-lcssa ]
  %add.epil = add nuw nsw i32 %j.022.epil, %mul
  %conv.epil = zext nneg i32 %add.epil to i64
  %arrayidx.epil = getelementptr inbounds i32, ptr %a, i64 %conv.epil
  %5 = load i32, ptr %arrayidx.epil, align 4
  %sub.epil = sub nsw i32 %j.022.epil, %i.025
  %mul9.epil = mul nsw i32 %5, %sub.epil
  %add10.epil = add nsw i32 %mul9.epil, %s.121.epil
  %inc.epil = add nuw nsw i32 %j.022.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.end7, label %for.body5.epil, !llvm.loop !8

for.end7:                                         ; preds = %for.end7.loopexit.unr-lcssa, %for.body5.epil, %for.cond4.preheader
  %s.1.lcssa = phi i32 [ %s.024, %for.cond4.preheader ], [ %add10.lcssa.ph, %for.end7.loopexit.unr-lcssa ], [ %add10.epil, %for.body5.epil ]
  %inc11 = add nuw nsw i32 %i.025, 1
  %exitcond27.not = icmp eq i32 %inc11, %n
  br i1 %exitcond27.not, label %for.end, label %for.cond4.preheader

for.end:                                          ; preds = %for.end7, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %s.1.lcssa, %for.end7 ]
  ret i32 %s.0.lcssa
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define i32 @_Z5halvePKij(ptr nocapture readonly %a, i32 %n) local_unnamed_addr #0 {
entry:
  %cmp.not8 = icmp ult i32 %n, 2
  br i1 %cmp.not8, label %for.end, label %for.body

for.body:                                         ; preds = %entry, %for.body
  %k.0.in10 = phi i32 [ %k.0, %for.body ], [ %n, %entry ]
  %s.09 = phi i32 [ %add, %for.body ], [ 0, %entry ]
  %k.0 = lshr i32 %k.0.in10, 1
  %conv = zext nneg i32 %k.0 to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %conv
  %0 = load i32, ptr %arrayidx, align 4
  %mul = mul nsw i32 %0, %k.0
  %add = add nsw i32 %mul, %s.09
  %cmp.not = icmp ult i32 %k.0.in10, 4
  br i1 %cmp.not, label %for.end, label %for.body

for.end:                                          ; preds = %for.body, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ]
  ret i32 %s.0.lcssa
}

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: read) }

!nvvm.reflection = !{!0, !1, !2}
!llvm.module.flags = !{!3}
!nvvmir.version = !{!4}

!0 = !{!"__CUDA_ARCH", i32 750}
!1 = !{!"__CUDA_PREC_DIV", i32 1}
!2 = !{!"__CUDA_PREC_SQRT", i32 1}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 2, i32 0}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
